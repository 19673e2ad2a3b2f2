import * as styles from './RegisterTable.css.ts';

export interface PrintedCellProps {
  isPrinted: boolean;
  /** 'Напечатан' */
  printedLabel: string;
  /** 'Не напечатан' */
  notPrintedLabel: string;
}

function CheckIcon() {
  return (
    <svg className={styles.flagIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="m2.5 6.5 2.5 2.5 4.5-5.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** Printed / not printed, for the collected-goods register (SPEC §1). */
export function PrintedCell({ isPrinted, printedLabel, notPrintedLabel }: PrintedCellProps) {
  return (
    <span className={isPrinted ? styles.flag.positive : styles.flag.neutral} data-printed={isPrinted}>
      {isPrinted && <CheckIcon />}
      {isPrinted ? printedLabel : notPrintedLabel}
    </span>
  );
}

export const approvalStates = ['draft', 'approved'] as const;
export type ApprovalState = (typeof approvalStates)[number];

export interface ApprovalCellProps {
  state: ApprovalState;
  /** 'Черновик' */
  draftLabel: string;
  /** 'Одобрен' */
  approvedLabel: string;
}

/** Draft / approved, for products of a register (SPEC §3). */
export function ApprovalCell({ state, draftLabel, approvedLabel }: ApprovalCellProps) {
  const approved = state === 'approved';
  return (
    <span className={approved ? styles.flag.positive : styles.flag.caution} data-approval={state}>
      {approved && <CheckIcon />}
      {approved ? approvedLabel : draftLabel}
    </span>
  );
}
