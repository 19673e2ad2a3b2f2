import type { FocusEvent, Ref } from 'react';
import { Button, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
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
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

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
  /** Called with the new number (or `null` when cleared) when the user commits it: blur, Enter, steps. */
  onValueChange?: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  /** Arrow keys and the step buttons add or take this much. Default 1. */
  step?: number;
  /** A unit after the number. Default `none`. */
  unit?: NumberFieldUnit;
  /** Allow fractions with up to this many digits. Default 0: integers (so'm have no fractions here). */
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

/**
 * A number input (React Aria `NumberField`): grouped per the locale ('1 500 000'), parsed back
 * from what the user types, clamped to min/max on commit, stepped by arrow keys and buttons.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isRequired = false,
  isInvalid,
  isDisabled = false,
  value,
  defaultValue,
  onValueChange,
  unit = 'none',
  maximumFractionDigits = 0,
  showStepper = true,
  decrementLabel,
  incrementLabel,
  placeholder,
  ref,
  ...rest
}: NumberFieldProps) {
  const locale = useUiLocale();
  const labels = controlLabels[locale];
  const invalid = isInvalid ?? hasMessage(errorMessage);
  const unitLabel = unitLabels[locale][unit];
  return (
    <AriaLocale>
      <AriaNumberField
        {...rest}
        value={toAria(value)}
        defaultValue={toAria(defaultValue)}
        onChange={(next) => onValueChange?.(Number.isNaN(next) ? null : next)}
        formatOptions={{ maximumFractionDigits, useGrouping: true }}
        isRequired={isRequired}
        isInvalid={invalid}
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
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
      </AriaNumberField>
    </AriaLocale>
  );
}
