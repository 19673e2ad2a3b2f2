import { useId, type Ref } from 'react';
import { CalendarIcon, ChevronDownIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import { dateFieldLabels } from '../DatePicker/dateLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import * as pickerStyles from '../DatePicker/DatePicker.css.ts';
import * as comboboxStyles from '../Combobox/Combobox.css.ts';
import * as listStyles from '../Select/listbox.css.ts';
import * as selectStyles from '../Select/Select.css.ts';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './FieldStandIn.css.ts';

interface StandInBase {
  label: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /**
   * The element that takes focus (the combobox's input, the select's or the period's button): a form library
   * can focus the stand-in of a field in error, and the app hands that focus on to the widget.
   */
  ref?: Ref<HTMLElement>;
}

export type FieldStandInProps = StandInBase &
  (
    | {
        kind: 'select' | 'combobox';
        /** The chosen option's label; none shows the field empty (a select says 'Выберите…'). */
        value?: string | null;
        /** What the widget shows while nothing is chosen (a filter's «Все»). */
        placeholder?: string;
      }
    | {
        kind: 'dateRange';
        /** The period as ISO dates ('2026-11-01'), shown day.month.year as the picker shows it. */
        value?: { start: string; end: string } | null;
      }
  );

/**
 * A Select, Combobox or DateRangePicker as it looks closed, drawn without React Aria: the label, the value in the
 * same box, the icon, in the same room, so that the widget takes its place without moving anything. An app shows
 * it while the widget's code is on its way (React Aria's widgets are the heaviest code of a page), and asks for
 * that code when the user reaches for the field: the stand-in takes focus and presses as the widget would
 * (a button for a select and a period, a read-only combobox for a combobox), so the app can then hand them on.
 */
export function FieldStandIn({ ref, ...props }: FieldStandInProps) {
  const { kind, label, description, isRequired = false, isDisabled = false } = props;
  // One element takes it, whichever kind.
  const focusRef = ref as Ref<HTMLInputElement & HTMLButtonElement> | undefined;
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  // Described by its description, as the widget is.
  const describedBy = description === undefined ? undefined : descriptionId;
  const { selectPlaceholder, openCalendar } = useControlLabels();
  const { placeholders } = useLocalizedLabels(dateFieldLabels);
  const box = `${fieldStyles.control({ invalid: false, disabled: isDisabled })}`;

  let control;
  if (props.kind === 'dateRange') {
    // As React Aria draws a date: day, month and year segments with dots between them.
    const end = (iso: string | undefined) => {
      const [year, month, day] = iso?.slice(0, 10).split('-') ?? [];
      const segment = (text: string | undefined, empty: string) => (
        <span className={pickerStyles.segment} data-placeholder={text === undefined || undefined}>
          {text ?? empty}
        </span>
      );
      const dot = (
        <span className={pickerStyles.segment} data-type="literal">
          .
        </span>
      );
      return (
        <span className={pickerStyles.dateInput}>
          {segment(day, placeholders.day)}
          {dot}
          {segment(month, placeholders.month)}
          {dot}
          {segment(year, placeholders.year)}
        </span>
      );
    };
    // As the picker is: a group named by the label, the dates, and the button that opens the calendar.
    control = (
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={box}>
        {end(props.value?.start)}
        <span aria-hidden="true" className={pickerStyles.rangeDash}>
          –
        </span>
        {end(props.value?.end)}
        <button
          ref={focusRef}
          type="button"
          aria-label={openCalendar}
          className={`${listStyles.trailing} ${styles.iconButton}`}
          disabled={isDisabled}
        >
          <CalendarIcon className={listStyles.trailingIcon} />
        </button>
      </div>
    );
  } else if (kind === 'select') {
    const value = props.value ?? undefined;
    control = (
      <button
        ref={focusRef}
        type="button"
        className={`${box} ${selectStyles.trigger} ${styles.selectButton}`}
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={describedBy}
        disabled={isDisabled}
      >
        <span id={valueId} className={selectStyles.value} data-placeholder={value === undefined || undefined}>
          {value ?? props.placeholder ?? selectPlaceholder}
        </span>
        <ChevronDownIcon className={selectStyles.chevron} />
      </button>
    );
  } else {
    control = (
      <div className={box}>
        <input
          ref={focusRef}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          readOnly
          disabled={isDisabled}
          value={props.value ?? ''}
          placeholder={props.placeholder}
          className={`${fieldStyles.input} ${comboboxStyles.input}`}
        />
        <span className={listStyles.trailing}>
          <ChevronDownIcon className={listStyles.trailingIcon} />
        </span>
      </div>
    );
  }

  return (
    <div className={fieldStyles.field} data-disabled={isDisabled || undefined} data-stand-in={kind}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {control}
      {description !== undefined && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <div className={fieldStyles.errorRegion} />
    </div>
  );
}
