import { intlLocales, type UiLocale } from '../../i18n/locale.tsx';

/** The company works in Tashkent time, whatever the browser's zone. */
export const defaultTimeZone = 'Asia/Tashkent';

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (locale: UiLocale, timeZone: string) => {
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocales[locale], {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

const partsOf = (date: Date, locale: UiLocale, timeZone: string) => {
  const parts = Object.fromEntries(
    formatterFor(locale, timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.day}.${parts.month}.${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
  };
};

/**
 * '22.11.2026, 09:15': day.month.year and a 24-hour time in the given zone (Tashkent by
 * default). Intl does the zone arithmetic; the numeric pattern is assembled here because the
 * ICU data of some browsers (Debian Chromium) has no Uzbek Latin patterns.
 */
export function formatDateTime(value: Date | string, locale: UiLocale, timeZone = defaultTimeZone): string {
  const { date, time } = partsOf(new Date(value), locale, timeZone);
  return `${date}, ${time}`;
}

/** '09:15' in the zone. */
export function formatTime(value: Date | string, locale: UiLocale, timeZone = defaultTimeZone): string {
  return partsOf(new Date(value), locale, timeZone).time;
}

/** Whether two moments fall on the same calendar day in the zone. */
export function isSameDay(a: Date | string, b: Date | string, locale: UiLocale, timeZone = defaultTimeZone) {
  return partsOf(new Date(a), locale, timeZone).date === partsOf(new Date(b), locale, timeZone).date;
}
