import type { IntlShape } from 'react-intl';

/** SPEC §9 time units: how a waiting time is shown. */
export const timeUnits = ['minutes', 'hours', 'days'] as const;
export type TimeUnit = (typeof timeUnits)[number];

const perUnit: Record<TimeUnit, number> = { minutes: 1, hours: 60, days: 24 * 60 };
const words = {
  minutes: 'waiting.inMinutes',
  hours: 'waiting.inHours',
  days: 'waiting.inDays',
} as const satisfies Record<TimeUnit, string>;

/** Minutes in the chosen unit: '135 мин', '2,3 ч', '0,1 д' (whole minutes; hours and days to a tenth). */
export function formatIn(intl: IntlShape, minutes: number, unit: TimeUnit): string {
  const value = intl.formatNumber(minutes / perUnit[unit], {
    maximumFractionDigits: unit === 'minutes' ? 0 : 1,
  });
  return intl.formatMessage({ id: words[unit] }, { value });
}
