import type { Ref } from 'react';
import {
  Button,
  Calendar,
  DatePicker as AriaDatePicker,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import { parseDate, parseDateTime, type CalendarDate, type CalendarDateTime } from '@internationalized/date';
import { CalendarIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  hasMessage,
  type FieldProps,
} from '../FormField/fieldParts.tsx';
import * as listStyles from '../Select/listbox.css.ts';
import * as fieldStyles from '../TextField/TextField.css.ts';
import { CalendarHeader, firstDayOfWeek, MonthGrid } from './calendarParts.tsx';
import { createCalendar } from './gregorianCalendar.ts';
import { PickerDateInput, PickerLocale, SelectionDescription } from './dateInputParts.tsx';
import * as styles from './DatePicker.css.ts';

export const datePickerGranularities = ['day', 'minute'] as const;
/** `day`: a date ('2026-11-23'); `minute`: a date and a 24-hour time ('2026-11-23T14:30'). */
export type DatePickerGranularity = (typeof datePickerGranularities)[number];

type PickerDate = CalendarDate | CalendarDateTime;

/** ISO text -> React Aria's date object for the granularity; `null` for none or unparseable text. */
export function toPickerDate(
  value: string | null | undefined,
  granularity: DatePickerGranularity,
): PickerDate | null {
  if (!value) return null;
  try {
    return granularity === 'minute' ? parseDateTime(value) : parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** React Aria's date -> ISO text without seconds ('2026-11-23', '2026-11-23T14:30'). */
export function fromPickerDate(value: PickerDate | null): string | null {
  if (!value) return null;
  return 'hour' in value ? value.toString().slice(0, 16) : value.toString();
}

export interface DatePickerProps extends FieldProps {
  /** Controlled: ISO date ('2026-11-23') or date-time ('2026-11-23T14:30'); `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the ISO text when the date is complete, `null` when cleared. */
  onValueChange?: (value: string | null) => void;
  /** Default `day`. */
  granularity?: DatePickerGranularity;
  /** Earliest / latest allowed (ISO). */
  minValue?: string;
  maxValue?: string;
  /** Days that cannot be picked (holidays, past deadlines). */
  isDateUnavailable?: (isoDate: string) => boolean;
  /** Names the calendar button (default 'Открыть календарь' in the UI language). */
  calendarLabel?: string;
  isReadOnly?: boolean;
  onBlur?: () => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A date (or date and time) field with a calendar popover (React Aria `DatePicker`): typed segment
 * by segment with arrow keys or digits, or picked in the calendar. Day.month.year, weeks start on
 * Monday, the clock is 24-hour, in every language (SPEC §9); placeholders, month and weekday names
 * are the UI language's even where the browser's Intl has none (Latin Uzbek).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  isRequired = false,
  isInvalid,
  isDisabled = false,
  value,
  defaultValue,
  onValueChange,
  granularity = 'day',
  minValue,
  maxValue,
  isDateUnavailable,
  calendarLabel,
  ref,
  ...rest
}: DatePickerProps) {
  const labels = useControlLabels();
  const invalid = isInvalid ?? hasMessage(errorMessage);
  return (
    <PickerLocale>
      <AriaDatePicker<PickerDate>
        {...rest}
        ref={ref}
        value={value === undefined ? undefined : toPickerDate(value, granularity)}
        defaultValue={toPickerDate(defaultValue, granularity)}
        onChange={(next) => onValueChange?.(fromPickerDate(next))}
        minValue={toPickerDate(minValue, granularity) ?? undefined}
        maxValue={toPickerDate(maxValue, granularity) ?? undefined}
        isDateUnavailable={isDateUnavailable && ((date) => isDateUnavailable(date.toString().slice(0, 10)))}
        granularity={granularity}
        hourCycle={24}
        firstDayOfWeek={firstDayOfWeek}
        shouldForceLeadingZeros
        isRequired={isRequired}
        isInvalid={invalid}
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <SelectionDescription>
          <Group className={fieldStyles.control({ invalid, disabled: isDisabled })}>
            <PickerDateInput />
            <Button aria-label={calendarLabel ?? labels.openCalendar} className={listStyles.trailing}>
              <CalendarIcon className={listStyles.trailingIcon} />
            </Button>
          </Group>
        </SelectionDescription>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <Popover className={`${listStyles.popover} ${styles.calendarPopover}`} offset={4}>
          <Dialog className={styles.dialog}>
            <Calendar firstDayOfWeek={firstDayOfWeek} createCalendar={createCalendar}>
              <CalendarHeader />
              <MonthGrid />
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </PickerLocale>
  );
}
