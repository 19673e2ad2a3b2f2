import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';
import type { StatusBadgeSize } from '../StatusBadge/StatusBadge.tsx';
import * as styles from '../StatusBadge/StatusBadge.css.ts';

/**
 * SPEC §4: "a product flagged as double end-of-day is being sent for repeat delivery". The words for that flag
 * (`is_repeat_delivery`), short enough for a table cell.
 */
export const repeatDeliveryLabels: LabelTable<string> = {
  ru: 'Повторная доставка',
  uz: 'Qayta yetkazish',
  'uz-Cyrl': 'Қайта етказиш',
};

/** The same words in a longer sentence, for a title, a tooltip or an export. */
export const repeatDeliveryDescriptions: LabelTable<string> = {
  ru: 'Товар дважды остался в реестре конца дня и отправлен на повторную доставку',
  uz: 'Mahsulot ikki marta kun yakuni reyestrida qoldi va qayta yetkazishga yuborildi',
  'uz-Cyrl': 'Маҳсулот икки марта кун якуни реестрида қолди ва қайта етказишга юборилди',
};

export const repeatDeliveryLabel = (locale: UiLocale): string => repeatDeliveryLabels[locale];

export interface RepeatDeliveryBadgeProps {
  /** Language of the label. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  size?: StatusBadgeSize;
}

/** A product sent for repeat delivery: shown beside its approval wherever the product is listed. */
export function RepeatDeliveryBadge({ locale, size = 'sm' }: RepeatDeliveryBadgeProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  return (
    <span
      className={styles.badge({ tone: 'critical', size })}
      data-repeat-delivery=""
      lang={language}
      title={repeatDeliveryDescriptions[language]}
    >
      {repeatDeliveryLabels[language]}
    </span>
  );
}
