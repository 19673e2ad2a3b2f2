import type { UiLocale } from '../../i18n/locale.tsx';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

/** The segments a date or date-time field shows (day.month.year, hour:minute). */
export type DateFieldPart = 'day' | 'month' | 'year' | 'hour' | 'minute';

export interface DateFieldLabels {
  /** What an empty segment shows ('дд.мм.гггг'); React Aria has none in Uzbek. */
  placeholders: Readonly<Record<DateFieldPart, string>>;
  /** Names the first input of a period (React Aria would say 'Start Date' in Uzbek). */
  startDate: string;
  /** Names the second input of a period. */
  endDate: string;
  /** Describes the field while a date is set (React Aria would say 'Selected Date: …' in Uzbek). */
  selectedDate: (date: string) => string;
  /** Describes a period field while both ends are set. */
  selectedRange: (start: string, end: string) => string;
}

export const dateFieldLabels: LabelTable<DateFieldLabels> = {
  ru: {
    placeholders: { day: 'дд', month: 'мм', year: 'гггг', hour: '––', minute: '––' },
    startDate: 'Дата начала',
    endDate: 'Дата окончания',
    selectedDate: (date) => `Выбранная дата: ${date}`,
    selectedRange: (start, end) => `Выбранный период: ${start} – ${end}`,
  },
  uz: {
    // kun, oy, yil
    placeholders: { day: 'kk', month: 'oo', year: 'yyyy', hour: '––', minute: '––' },
    startDate: 'Boshlanish sanasi',
    endDate: 'Tugash sanasi',
    selectedDate: (date) => `Tanlangan sana: ${date}`,
    selectedRange: (start, end) => `Tanlangan davr: ${start} – ${end}`,
  },
  'uz-Cyrl': {
    placeholders: { day: 'кк', month: 'оо', year: 'йййй', hour: '––', minute: '––' },
    startDate: 'Бошланиш санаси',
    endDate: 'Тугаш санаси',
    selectedDate: (date) => `Танланган сана: ${date}`,
    selectedRange: (start, end) => `Танланган давр: ${start} – ${end}`,
  },
};

/**
 * The locale React Aria formats the pickers with. Chromium's Intl has no Latin-Uzbek patterns (it
 * writes year-month-day there), so Uzbek in either script uses the Cyrillic-Uzbek data: day before
 * month, 24-hour, and the day names a screen reader hears in Uzbek. Everything shown on screen
 * (placeholders, separators, month and weekday names) comes from this package instead.
 */
export const pickerIntlLocales = {
  ru: 'ru-RU',
  uz: 'uz-Cyrl-UZ',
  'uz-Cyrl': 'uz-Cyrl-UZ',
} as const satisfies Record<UiLocale, string>;
