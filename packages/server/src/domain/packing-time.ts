import type { ApplicationStep } from '@karvon/contracts';
import type { LogisticsMessage } from './logistics-messages.ts';

export type Decision = { ok: true } | { ok: false; message: LogisticsMessage };

/** Applications wait for packing while at this step; every later step means packed. */
export const PACKING_STEP: ApplicationStep = 'packing';

/** Time can be added only while the application still waits to be packed (and is not frozen or closed). */
export function decideAddPackingTime(state: { step: ApplicationStep; closed: boolean }): Decision {
  return state.step === PACKING_STEP && !state.closed
    ? { ok: true }
    : { ok: false, message: 'packingFinished' };
}

/** One line of the time history: the deadline before and after, and the minutes between. */
export interface TimeChange {
  oldTime: Date;
  newTime: Date;
  minutes: number;
}

export function extendDeadline(current: Date, minutes: number): TimeChange {
  return { oldTime: current, newTime: new Date(current.getTime() + minutes * 60_000), minutes };
}

/** Minutes between two deadlines, as the history shows them (new − old, rounded to the minute). */
export function minutesBetween(oldTime: Date, newTime: Date): number {
  return Math.round((newTime.getTime() - oldTime.getTime()) / 60_000);
}
