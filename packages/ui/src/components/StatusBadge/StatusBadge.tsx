import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';
import * as styles from './StatusBadge.css.ts';
import { statusGroupOf, statusGroupTones, statusLabels, type ApplicationStatus } from './statuses.ts';

export const statusBadgeSizes = ['sm', 'md'] as const;
export type StatusBadgeSize = (typeof statusBadgeSizes)[number];

export interface StatusBadgeProps {
  /** The application's status as the API sends it (SPEC §4). */
  status: ApplicationStatus;
  /** Language of the label. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  /** `sm` (default) in tables, `md` in headers of a detail page. */
  size?: StatusBadgeSize;
}

/** The label of a status in a language: for filters, selects and exports that show statuses as text. */
export const statusLabel = (status: ApplicationStatus, locale: UiLocale): string =>
  statusLabels[locale][status];

/** The semantic tone of a status (its group's colour). */
export const statusTone = (status: ApplicationStatus): Tone => statusGroupTones[statusGroupOf[status]];

/** An application's status: a tinted pill with a dot, coloured by the status's group, labelled in the language. */
export function StatusBadge({ status, locale, size = 'sm' }: StatusBadgeProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  return (
    <span className={styles.badge({ tone: statusTone(status), size })} data-status={status} lang={language}>
      {statusLabel(status, language)}
    </span>
  );
}
