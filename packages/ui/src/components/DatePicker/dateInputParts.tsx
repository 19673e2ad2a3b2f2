// The date field shared by DatePicker and DateRangePicker: React Aria's segments (typing, arrows,
// validation) with what they show and which locale formats them decided here.
import { useContext, useId, type ReactNode } from 'react';
import {
  ButtonContext,
  DateFieldContext,
  DateFieldStateContext,
  DateInput,
  DatePickerStateContext,
  DateRangePickerStateContext,
  DateSegment,
  GroupContext,
  I18nProvider,
  useSlottedContext,
  type DateSegmentProps,
} from 'react-aria-components';
import { useUiLocale } from '../../i18n/locale.tsx';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { dateFieldLabels, pickerIntlLocales } from './dateLabels.ts';
import { formatIsoForField, segmentText } from './segmentText.ts';
import * as styles from './DatePicker.css.ts';

/** Gives React Aria, inside a picker, the locale that writes day.month.year in Chromium. */
export function PickerLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={pickerIntlLocales[useUiLocale()]}>{children}</I18nProvider>;
}

function PickerSegment({ segment }: { segment: DateSegmentProps['segment'] }) {
  const { placeholders } = useLocalizedLabels(dateFieldLabels);
  const state = useContext(DateFieldStateContext);
  return (
    <DateSegment segment={segment} className={styles.segment}>
      {segmentText(segment, state?.segments ?? [], placeholders)}
    </DateSegment>
  );
}

/** The segments of one date: 'дд.мм.гггг', 'kk.oo.yyyy, ––:––'. */
export function PickerDateInput({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <PickerSegment segment={segment} />}
    </DateInput>
  );
}

/**
 * Names the two inputs of a period in the UI language (React Aria only knows 'Start Date' and
 * 'End Date' in English for Uzbek); each segment is then read as 'Кун, Boshlanish sanasi, Davr'.
 */
export function RangeInputLabels({
  startLabel,
  endLabel,
  children,
}: {
  startLabel: string;
  endLabel: string;
  children: ReactNode;
}) {
  const context = useContext(DateFieldContext);
  const slots = context && 'slots' in context ? context.slots : undefined;
  return (
    <DateFieldContext
      value={{
        slots: {
          start: { ...slots?.start, 'aria-label': startLabel },
          end: { ...slots?.end, 'aria-label': endLabel },
        },
      }}
    >
      {children}
    </DateFieldContext>
  );
}

type Described = { 'aria-describedby'?: string } | null | undefined;

/**
 * While a date is set, React Aria describes the group, the first segment and the calendar button
 * by 'Selected Date: 23 ноябр, 2026' — English in Uzbek. It lists that description's id first
 * (before the field's description and error); this puts ours in its place: 'Tanlangan sana:
 * 23.11.2026'. Goes inside a React Aria DatePicker or DateRangePicker, around its group.
 */
export function SelectionDescription({ children }: { children: ReactNode }) {
  const labels = useLocalizedLabels(dateFieldLabels);
  const single = useContext(DatePickerStateContext)?.value;
  const range = useContext(DateRangePickerStateContext)?.value;
  const id = useId();
  const group = useSlottedContext(GroupContext);
  const button = useSlottedContext(ButtonContext);
  const field = useContext(DateFieldContext);
  const text = single
    ? labels.selectedDate(formatIsoForField(single.toString()))
    : range?.start && range.end
      ? labels.selectedRange(
          formatIsoForField(range.start.toString()),
          formatIsoForField(range.end.toString()),
        )
      : null;
  // Context values are props objects of several types; all may carry the description.
  const swapped = <T,>(props: T): T => {
    const describedBy = (props as Described)?.['aria-describedby'];
    // No date, no description of React Aria's to replace.
    return text !== null && describedBy
      ? { ...props, 'aria-describedby': [id, ...describedBy.split(' ').slice(1)].join(' ') }
      : props;
  };
  // A period's two inputs take their props by slot ('start', 'end'), a single date's directly.
  const slots = field && 'slots' in field ? field.slots : undefined;
  const fieldValue = slots
    ? { slots: Object.fromEntries(Object.entries(slots).map(([slot, props]) => [slot, swapped(props)])) }
    : swapped(field);

  // The same elements with or without a date: a change of shape would remount the inputs mid-typing.
  return (
    <GroupContext value={swapped(group)}>
      <ButtonContext value={swapped(button)}>
        <DateFieldContext value={fieldValue}>
          {children}
          <span id={id} hidden>
            {text}
          </span>
        </DateFieldContext>
      </ButtonContext>
    </GroupContext>
  );
}
