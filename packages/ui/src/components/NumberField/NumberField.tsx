import { useRef, type FocusEvent, type Ref } from 'react';
import {
  Button,
  ButtonContext,
  FieldErrorContext,
  Group,
  GroupContext,
  I18nProvider,
  Input,
  InputContext,
  LabelContext,
  Provider,
  TextContext,
} from 'react-aria-components';
import { useNumberField } from 'react-aria/useNumberField';
import { useNumberFieldState } from 'react-stately/useNumberFieldState';
import { numberLocale, useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { MinusIcon, PlusIcon } from '../FormField/formIcons.tsx';
import { controlLabels } from '../FormField/formMessages.ts';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  hasMessage,
  type FieldProps,
} from '../FormField/fieldParts.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './NumberField.css.ts';

/** `sum`: an amount of Uzbek so'm, shown after the number in the field's language. */
export const numberFieldUnits = ['none', 'sum'] as const;
export type NumberFieldUnit = (typeof numberFieldUnits)[number];

const unitLabels = {
  ru: { none: '', sum: 'сум' },
  uz: { none: '', sum: 'soʻm' },
  'uz-Cyrl': { none: '', sum: 'сўм' },
} as const satisfies Record<UiLocale, Record<NumberFieldUnit, string>>;

export interface NumberFieldProps extends FieldProps {
  /** Controlled value; `null` is an empty field. */
  value?: number | null;
  defaultValue?: number | null;
  /**
   * Called with the number typed (or `null` when cleared) when the user commits it: blur, Enter, steps. It is the
   * number as typed, in range or not, whole or not: the form judges it and says why beside the field.
   */
  onValueChange?: (value: number | null) => void;
  /** The least value the steps reach. A smaller typed value stays as typed. */
  minValue?: number;
  /** The greatest value the steps reach. A greater typed value stays as typed. */
  maxValue?: number;
  /** Arrow keys and the step buttons add or take this much. Default 1. */
  step?: number;
  /** A unit after the number. Default `none`. */
  unit?: NumberFieldUnit;
  /**
   * Fraction digits the value is meant to have. Default 0: integers (so'm have no fractions here), and phones show
   * a digits keypad. A fraction typed anyway stays as typed.
   */
  maximumFractionDigits?: number;
  /** Show the − / + buttons. Default `true`. Arrow keys step either way. */
  showStepper?: boolean;
  /** Override the step buttons' names (default: 'Уменьшить' / 'Увеличить' in the UI language). */
  decrementLabel?: string;
  incrementLabel?: string;
  placeholder?: string;
  isReadOnly?: boolean;
  onBlur?: (event: FocusEvent) => void;
  ref?: Ref<HTMLInputElement>;
}

const toAria = (value: number | null | undefined) => (value === null ? Number.NaN : value);

/** Never round what is shown: a typed 1,5 stays 1,5 (React Aria rounds to the shown digits on commit). */
const shownDigits = { maximumFractionDigits: 20, useGrouping: true } as const;

/** What may be typed: digits and spaces, one decimal mark (point or comma), a leading minus. Letters are refused. */
const numberLike = /^[-−]?[\d\s]*(?:[.,]\d*)?$/u;

/**
 * The typed text as the locale's parser reads it. The product's three languages group digits with spaces, so a
 * point and a comma both mean the decimal mark and any space is a group; text without a digit is an empty field.
 */
const readable = (text: string, decimal: string) =>
  /\d/u.test(text) ? text.replace(/\s/gu, '').replace('−', '-').replace(/[.,]/u, decimal) : '';

const decimalMark = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * A number input (React Aria's number field hooks): grouped per the language ('1 500 000'), stepped by arrow keys
 * and buttons within min/max. What the user types is never rewritten into another number: React Aria's own field
 * would clamp 0 to the minimum, cut a minus or a decimal point ('-5' → 5, '1.5' → 15 in Russian) and save that. Here
 * a value out of range, negative or with a fraction is reported as typed, for the form to refuse with its sentence.
 */
export function NumberField(props: NumberFieldProps) {
  const locale = useUiLocale();
  return (
    // React Aria formats and parses the number in the language's number locale (see `numberLocale`).
    <I18nProvider locale={numberLocale(locale)}>
      <NumberFieldControl {...props} locale={locale} />
    </I18nProvider>
  );
}

function NumberFieldControl({
  label,
  description,
  errorMessage,
  isRequired = false,
  isInvalid,
  isDisabled = false,
  isReadOnly = false,
  value,
  defaultValue,
  onValueChange,
  minValue,
  maxValue,
  step,
  unit = 'none',
  maximumFractionDigits = 0,
  showStepper = true,
  decrementLabel,
  incrementLabel,
  placeholder,
  onBlur,
  name,
  id,
  ref,
  locale,
}: NumberFieldProps & { locale: UiLocale }) {
  const labels = controlLabels[locale];
  const invalid = isInvalid ?? hasMessage(errorMessage);
  const unitLabel = unitLabels[locale][unit];
  const tag = numberLocale(locale);
  const inputRef = useRef<HTMLInputElement>(null);
  const common = {
    minValue,
    maxValue,
    step,
    isDisabled,
    isReadOnly,
    isRequired,
    isInvalid: invalid,
    validationBehavior: 'aria' as const,
  };
  const ariaState = useNumberFieldState({
    ...common,
    locale: tag,
    value: toAria(value),
    defaultValue: toAria(defaultValue),
    onChange: (next) => onValueChange?.(Number.isNaN(next) ? null : next),
    formatOptions: shownDigits,
    // Out of range stays out of range (min/max bound only the steps).
    commitBehavior: 'validate',
  });
  const state = {
    ...ariaState,
    validate: (text: string) => numberLike.test(text),
    commit: (text?: string) => ariaState.commit(readable(text ?? ariaState.inputValue, decimalMark(tag))),
  };
  const field = useNumberField(
    {
      ...common,
      label,
      id,
      onBlur,
      // The keypad a phone shows: digits only, unless fractions are meant.
      formatOptions: { maximumFractionDigits, useGrouping: true },
    },
    state,
    inputRef,
  );

  return (
    <Provider
      values={[
        [GroupContext, field.groupProps],
        [InputContext, { ...field.inputProps, ref: inputRef }],
        [LabelContext, field.labelProps],
        [
          ButtonContext,
          { slots: { increment: field.incrementButtonProps, decrement: field.decrementButtonProps } },
        ],
        [
          TextContext,
          { slots: { description: field.descriptionProps, errorMessage: field.errorMessageProps } },
        ],
        [
          FieldErrorContext,
          {
            isInvalid: field.isInvalid,
            validationErrors: field.validationErrors,
            validationDetails: field.validationDetails,
          },
        ],
      ]}
    >
      <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
        <FieldLabel isRequired={isRequired}>
          {label}
          {unitLabel && <span className={visuallyHidden}>{`, ${unitLabel}`}</span>}
        </FieldLabel>
        <Group className={fieldStyles.control({ invalid, disabled: isDisabled })}>
          <Input ref={ref} placeholder={placeholder} className={`${fieldStyles.input} ${styles.input}`} />
          {unitLabel && (
            <span className={styles.unit} aria-hidden="true">
              {unitLabel}
            </span>
          )}
          {showStepper && (
            <div className={styles.steppers}>
              <Button
                slot="decrement"
                aria-label={decrementLabel ?? labels.decrement}
                className={styles.stepper}
              >
                <MinusIcon className={styles.stepperIcon} />
              </Button>
              <Button
                slot="increment"
                aria-label={incrementLabel ?? labels.increment}
                className={styles.stepper}
              >
                <PlusIcon className={styles.stepperIcon} />
              </Button>
            </div>
          )}
        </Group>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        {name !== undefined && (
          <input
            type="hidden"
            name={name}
            value={Number.isNaN(ariaState.numberValue) ? '' : ariaState.numberValue}
          />
        )}
      </div>
    </Provider>
  );
}
