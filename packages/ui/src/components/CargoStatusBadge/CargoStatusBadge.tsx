import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';
import type { StatusBadgeSize } from '../StatusBadge/StatusBadge.tsx';
// One pill for every domain badge: the same shape, dot and sizes as the application's status.
import * as styles from '../StatusBadge/StatusBadge.css.ts';
import { cargoStatusLabels, cargoStatusTones, type CargoStatus } from './cargoStatuses.ts';

export interface CargoStatusBadgeProps {
  /** The cargo's status as the API sends it. */
  status: CargoStatus;
  /** Language of the label. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  /** `sm` (default) in tables, `md` in the header of a cargo's page. */
  size?: StatusBadgeSize;
}

/** The label of a cargo status in a language: for filters, chips and exports that show it as text. */
export const cargoStatusLabel = (status: CargoStatus, locale: UiLocale): string =>
  cargoStatusLabels[locale][status];

/** The semantic tone of a cargo status. */
export const cargoStatusTone = (status: CargoStatus): Tone => cargoStatusTones[status];

/** A cargo's status (draft, sent, received): a tinted pill with a dot, labelled in the language. */
export function CargoStatusBadge({ status, locale, size = 'sm' }: CargoStatusBadgeProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  return (
    <span
      className={styles.badge({ tone: cargoStatusTone(status), size })}
      data-cargo-status={status}
      lang={language}
    >
      {cargoStatusLabel(status, language)}
    </span>
  );
}
