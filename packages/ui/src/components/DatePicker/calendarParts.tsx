// The calendar month shared by DatePicker and DateRangePicker: header with month names of our own
// (Debian's Chromium has no Latin-Uzbek names in Intl), weekdays from Monday, the day grid.
import { useContext } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  RangeCalendarStateContext,
} from 'react-aria-components';
import type { UiLocale } from '../../i18n/locale.tsx';
import { useUiLocale } from '../../i18n/locale.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import * as styles from './DatePicker.css.ts';

export const monthNames = {
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
    'Сентабр',
    'Октабр',
    'Ноябр',
    'Декабр',
  ],
} as const satisfies Record<UiLocale, readonly string[]>;

/** Monday first (SPEC §9). */
export const weekdayNames = {
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
  uz: ['Du', 'Se', 'Ch', 'Pa', 'Ju', 'Sh', 'Ya'],
  'uz-Cyrl': ['Ду', 'Се', 'Чо', 'Па', 'Жу', 'Ша', 'Як'],
} as const satisfies Record<UiLocale, readonly string[]>;

/** The first day of the week for React Aria, whatever the locale says. */
export const firstDayOfWeek = 'mon';

function useVisibleMonth() {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const start = (single ?? range)?.visibleRange.start;
  return start ? { month: start.month, year: start.year } : null;
}

/** "‹ Ноябрь 2026 ›". React Aria announces the month itself when it changes. */
export function CalendarHeader() {
  const locale = useUiLocale();
  const labels = useControlLabels();
  const visible = useVisibleMonth();
  return (
    <header className={styles.calendarHeader}>
      <Button slot="previous" aria-label={labels.previousMonth} className={styles.navButton}>
        <ChevronLeftIcon className={styles.navIcon} />
      </Button>
      <h2 className={styles.calendarTitle}>
        {visible && `${monthNames[locale][visible.month - 1]} ${visible.year}`}
      </h2>
      <Button slot="next" aria-label={labels.nextMonth} className={styles.navButton}>
        <ChevronRightIcon className={styles.navIcon} />
      </Button>
    </header>
  );
}

export function MonthGrid({ isRange = false }: { isRange?: boolean }) {
  const locale = useUiLocale();
  // React Aria hands the header cells out in order, Monday first (firstDayOfWeek="mon").
  let weekdayIndex = 0;
  return (
    <CalendarGrid className={styles.grid} weekdayStyle="short">
      <CalendarGridHeader>
        {() => (
          <CalendarHeaderCell className={styles.weekday}>
            {weekdayNames[locale][weekdayIndex++ % 7]}
          </CalendarHeaderCell>
        )}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={styles.cell({ range: isRange })} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}
