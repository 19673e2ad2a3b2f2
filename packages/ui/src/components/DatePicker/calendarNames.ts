// Month and weekday names for the calendar, written out here: Debian's Chromium has no Latin-Uzbek names in Intl
// (it says 'M11' and 'Mon'), so React Aria cannot give them (ARCHITECTURE.md). The names are dayjs's locales
// `ru`, `uz-latn` and `uz` (Cyrillic Uzbek), copied, so that the date pickers do not load dayjs for 19 words.
import type { UiLocale } from '../../i18n/locale.tsx';

/** January first, in the nominative a calendar heading uses ('Ноябрь 2026', not 'ноября'). */
const monthNames: Readonly<Record<UiLocale, readonly string[]>> = {
  ru: [
    'Январь',
    'Февраль',
    'Март',
    'Апрель',
    'Май',
    'Июнь',
    'Июль',
    'Август',
    'Сентябрь',
    'Октябрь',
    'Ноябрь',
    'Декабрь',
  ],
  uz: [
    'Yanvar',
    'Fevral',
    'Mart',
    'Aprel',
    'May',
    'Iyun',
    'Iyul',
    'Avgust',
    'Sentabr',
    'Oktabr',
    'Noyabr',
    'Dekabr',
  ],
  'uz-Cyrl': [
    'Январ',
    'Феврал',
    'Март',
    'Апрел',
    'Май',
    'Июн',
    'Июл',
    'Август',
    'Сентябр',
    'Октябр',
    'Ноябр',
    'Декабр',
  ],
};

/** Monday first (SPEC §9). */
const weekdays: Readonly<Record<UiLocale, readonly string[]>> = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  uz: ['Du', 'Se', 'Cho', 'Pa', 'Ju', 'Sha', 'Ya'],
  'uz-Cyrl': ['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Як'],
};

/** 'Ноябрь 2026', 'Noyabr 2026', 'Ноябр 2026': the heading of a calendar month (month is 1–12). */
export function monthTitle(year: number, month: number, locale: UiLocale): string {
  return `${monthNames[locale][month - 1]} ${year}`;
}

/** The short weekday names, Monday first (SPEC §9): 'Пн'…'Вс', 'Du'…'Ya', 'Ду'…'Як'. */
export function weekdayNames(locale: UiLocale): string[] {
  return [...weekdays[locale]];
}
