import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import type { Tone } from '../../theme/tones.ts';
import type { StatusBadgeSize } from '../StatusBadge/StatusBadge.tsx';
import * as styles from '../StatusBadge/StatusBadge.css.ts';
import { approvalLabels, approvalTones, type ApprovalStatus } from './approval.ts';

export interface ApprovalBadgeProps {
  /** The approval as the API sends it. */
  status: ApprovalStatus;
  /** Language of the label. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  /** `sm` (default) in tables, `md` in a record's header. */
  size?: StatusBadgeSize;
}

/** The label of an approval in a language: for filters, chips and exports that show it as text. */
export const approvalLabel = (status: ApprovalStatus, locale: UiLocale): string =>
  approvalLabels[locale][status];

export const approvalTone = (status: ApprovalStatus): Tone => approvalTones[status];

/** Draft or approved, of a product or a register: a tinted pill with a dot, labelled in the language. */
export function ApprovalBadge({ status, locale, size = 'sm' }: ApprovalBadgeProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  return (
    <span
      className={styles.badge({ tone: approvalTone(status), size })}
      data-approval={status}
      lang={language}
    >
      {approvalLabel(status, language)}
    </span>
  );
}
