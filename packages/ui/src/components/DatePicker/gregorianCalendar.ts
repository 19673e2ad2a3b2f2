// @internationalized/date with a `createCalendar` that makes the Gregorian calendar only. The package's own one
// can make any of 13 calendar systems (Japanese, Buddhist, Islamic, Hebrew, Ethiopic, …), so every one of them ships
// wherever a date field is. Ours are always Gregorian: the pickers format with ru-RU or uz-Cyrl-UZ (dateLabels.ts),
// whose calendar is the Gregorian one, and SPEC §9 writes dates day.month.year in it.
//
// React Aria takes a `createCalendar` prop only on Calendar and RangeCalendar (DatePicker.tsx passes this one);
// its DateField, which every picker's inputs are, calls the package's own. So the app's build resolves
// `@internationalized/date` to this module (packages/app/vite.config.ts, `gregorianCalendarOnly`), and the other
// calendars are left out of the bundle.
import { GregorianCalendar, type Calendar, type CalendarIdentifier } from '@internationalized/date';

export * from '@internationalized/date';

/** The Gregorian calendar, whatever the identifier (the pickers' locales only ever ask for `gregory`). */
export function createCalendar(_identifier: CalendarIdentifier): Calendar {
  return new GregorianCalendar();
}
