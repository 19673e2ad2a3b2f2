import type { IntlShape } from 'react-intl';
import { formatDateTime, type UiLocale } from '@karvon/ui';

/** Minutes as minutes, hours or days (SPEC §9 time units): '45 мин', '2 ч 15 мин', '3 д 4 ч'. */
export function formatMinutes(intl: IntlShape, minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return intl.formatMessage({ id: 'duration.minutes' }, { m });
  if (m < 24 * 60) return intl.formatMessage({ id: 'duration.hours' }, { h: Math.floor(m / 60), m: m % 60 });
  return intl.formatMessage(
    { id: 'duration.days' },
    { d: Math.floor(m / 1440), h: Math.floor((m % 1440) / 60) },
  );
}

/** A date and time in Tashkent, 24-hour, in the user's language; '—' when there is none. */
export const formatWhen = (value: string | null, locale: UiLocale) =>
  value ? formatDateTime(value, locale) : '—';

/** So'm are integers; grouped per language. */
export const formatSum = (intl: IntlShape, amount: number) =>
  intl.formatNumber(amount, { maximumFractionDigits: 0 });

/** Cubic metres to the litre, in the user's language: '0,01'. */
export const formatVolume = (intl: IntlShape, volume: number) =>
  intl.formatNumber(volume, { maximumFractionDigits: 3 });

/** A business day of the contract ('2026-11-25', a day in Tashkent) as the screens write dates: '25.11.2026'. */
export const formatDay = (day: string | null) => {
  const match = day === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (day ?? '—');
};
