import type { Ref } from 'react';
import {
  Button,
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  Group,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { CalendarIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  hasMessage,
  type FieldProps,
} from '../FormField/fieldParts.tsx';
import { CalendarHeader, firstDayOfWeek, MonthGrid } from '../DatePicker/calendarParts.tsx';
import {
  PickerDateInput,
  PickerLocale,
  RangeInputLabels,
  SelectionDescription,
} from '../DatePicker/dateInputParts.tsx';
import { dateFieldLabels } from '../DatePicker/dateLabels.ts';
import { createCalendar } from '../DatePicker/gregorianCalendar.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { fromPickerDate, toPickerDate, type DatePickerGranularity } from '../DatePicker/DatePicker.tsx';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as listStyles from '../Select/listbox.css.ts';
import * as fieldStyles from '../TextField/TextField.css.ts';

/** A period as ISO texts, both ends included ('2026-11-01' – '2026-11-30'). */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends FieldProps {
  /** Controlled: the period, `null` for none. */
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  /** Called with the period once both ends are set, `null` when cleared. */
  onValueChange?: (value: DateRange | null) => void;
  /** Default `day`; `minute` adds a 24-hour time to both ends. */
  granularity?: DatePickerGranularity;
  minValue?: string;
  maxValue?: string;
  /** Names the calendar button (default 'Открыть календарь'). */
  calendarLabel?: string;
  /** Names the first input (default 'Дата начала' in the UI language). */
  startLabel?: string;
  /** Names the second input (default 'Дата окончания' in the UI language). */
  endLabel?: string;
  isReadOnly?: boolean;
  onBlur?: () => void;
  ref?: Ref<HTMLDivElement>;
}

const toRange = (value: DateRange | null | undefined, granularity: DatePickerGranularity) => {
  if (!value) return null;
  const start = toPickerDate(value.start, granularity);
  const end = toPickerDate(value.end, granularity);
  return start && end ? { start, end } : null;
};

/**
 * A period (React Aria `DateRangePicker`): two date inputs and a range calendar. The first click
 * in the calendar sets the start, the second the end. Day.month.year, Monday first, 24-hour clock
 * (SPEC §9); the inputs, placeholders and calendar speak the UI language (see DatePicker).
 */
export function DateRangePicker({
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
  calendarLabel,
  startLabel,
  endLabel,
  ref,
  ...rest
}: DateRangePickerProps) {
  const labels = useControlLabels();
  const fieldLabels = useLocalizedLabels(dateFieldLabels);
  const invalid = isInvalid ?? hasMessage(errorMessage);
  return (
    <PickerLocale>
      <AriaDateRangePicker
        {...rest}
        ref={ref}
        value={value === undefined ? undefined : toRange(value, granularity)}
        defaultValue={toRange(defaultValue, granularity)}
        onChange={(next) => {
          const start = next && fromPickerDate(next.start);
          const end = next && fromPickerDate(next.end);
          onValueChange?.(start && end ? { start, end } : null);
        }}
        minValue={toPickerDate(minValue, granularity) ?? undefined}
        maxValue={toPickerDate(maxValue, granularity) ?? undefined}
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
            <RangeInputLabels
              startLabel={startLabel ?? fieldLabels.startDate}
              endLabel={endLabel ?? fieldLabels.endDate}
            >
              <PickerDateInput slot="start" />
              <span aria-hidden="true" className={pickerStyles.rangeDash}>
                –
              </span>
              <PickerDateInput slot="end" />
            </RangeInputLabels>
            <Button aria-label={calendarLabel ?? labels.openCalendar} className={listStyles.trailing}>
              <CalendarIcon className={listStyles.trailingIcon} />
            </Button>
          </Group>
        </SelectionDescription>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <Popover className={`${listStyles.popover} ${pickerStyles.calendarPopover}`} offset={4}>
          <Dialog className={pickerStyles.dialog}>
            <RangeCalendar firstDayOfWeek={firstDayOfWeek} createCalendar={createCalendar}>
              <CalendarHeader />
              <MonthGrid isRange />
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
    </PickerLocale>
  );
}
