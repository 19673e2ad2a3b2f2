import type { LogisticsMessage } from './logistics-messages.ts';

export type Decision = { ok: true } | { ok: false; message: LogisticsMessage; field: string };

/** SPEC §5: the deadline date and month must be selected, and the date must fall inside the month. */
export function decideDeadline(month: string, date: string): Decision {
  return date.slice(0, 7) === month
    ? { ok: true }
    : { ok: false, message: 'deadlineOutsideMonth', field: 'date' };
}
