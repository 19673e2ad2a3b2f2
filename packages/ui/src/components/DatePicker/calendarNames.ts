// Month and weekday names for the calendar, from dayjs: Debian's Chromium has no Latin-Uzbek names
// in Intl (it says 'M11' and 'Mon'), so React Aria cannot give them (ARCHITECTURE.md).
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import 'dayjs/locale/uz-latn';
import 'dayjs/locale/uz';
import type { UiLocale } from '../../i18n/locale.tsx';

/** dayjs's locale of each UI language: `uz` is dayjs's Cyrillic Uzbek, `uz-latn` the Latin one. */
export const dayjsLocales = {
  ru: 'ru',
  uz: 'uz-latn',
  'uz-Cyrl': 'uz',
} as const satisfies Record<UiLocale, string>;

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** 'Ноябрь 2026', 'Noyabr 2026', 'Ноябр 2026': the heading of a calendar month (month is 1–12). */
export function monthTitle(year: number, month: number, locale: UiLocale): string {
  return capitalized(
    dayjs(new Date(year, month - 1, 1))
      .locale(dayjsLocales[locale])
      .format('MMMM YYYY'),
  );
}

// 1 January 2024 was a Monday.
const aMonday = new Date(2024, 0, 1);

/** The short weekday names, Monday first (SPEC §9): 'Пн'…'Вс', 'Du'…'Ya', 'Ду'…'Як'. */
export function weekdayNames(locale: UiLocale): string[] {
  return Array.from({ length: 7 }, (_, offset) =>
    capitalized(dayjs(aMonday).add(offset, 'day').locale(dayjsLocales[locale]).format('dd')),
  );
}
