import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';
import type { StatusBadgeSize } from '../StatusBadge/StatusBadge.tsx';
import * as styles from '../StatusBadge/StatusBadge.css.ts';
import { registerKindLabels, registerKindTones, type RegisterKind } from './registerKinds.ts';

export interface RegisterKindBadgeProps {
  kind: RegisterKind;
  /** Language of the label. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  /** `sm` (default) in tables, `md` in a register's header. */
  size?: StatusBadgeSize;
}

/** The name of a register's kind in a language: for tabs, filters, chips and exports. */
export const registerKindLabel = (kind: RegisterKind, locale: UiLocale): string =>
  registerKindLabels[locale][kind];

export const registerKindTone = (kind: RegisterKind): Tone => registerKindTones[kind];

/** A register's kind (collected goods, loading, end of day): a tinted pill labelled in the language. */
export function RegisterKindBadge({ kind, locale, size = 'sm' }: RegisterKindBadgeProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  return (
    <span className={styles.badge({ tone: registerKindTone(kind), size })} data-kind={kind} lang={language}>
      {registerKindLabel(kind, language)}
    </span>
  );
}
