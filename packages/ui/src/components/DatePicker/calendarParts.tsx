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
import { useUiLocale } from '../../i18n/locale.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import { monthTitle, weekdayNames } from './calendarNames.ts';
import * as styles from './DatePicker.css.ts';

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
      <h2 className={styles.calendarTitle}>{visible && monthTitle(visible.year, visible.month, locale)}</h2>
      <Button slot="next" aria-label={labels.nextMonth} className={styles.navButton}>
        <ChevronRightIcon className={styles.navIcon} />
      </Button>
    </header>
  );
}

export function MonthGrid({ isRange = false }: { isRange?: boolean }) {
  const names = weekdayNames(useUiLocale());
  // React Aria hands the header cells out in order, Monday first (firstDayOfWeek="mon").
  let weekdayIndex = 0;
  return (
    <CalendarGrid className={styles.grid} weekdayStyle="short">
      <CalendarGridHeader>
        {() => (
          <CalendarHeaderCell className={styles.weekday}>{names[weekdayIndex++ % 7]}</CalendarHeaderCell>
        )}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => <CalendarCell date={date} className={styles.cell({ range: isRange })} />}
      </CalendarGridBody>
    </CalendarGrid>
  );
}
