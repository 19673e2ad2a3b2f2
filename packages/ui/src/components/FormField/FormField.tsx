import { useCallback, useId, type ReactNode } from 'react';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import { useUiLocale } from '../../i18n/locale.tsx';
import * as styles from '../TextField/TextField.css.ts';
import { hasMessage } from '../../internal/hasMessage.ts';
import { validationMessage, type ValidationMessageKey } from './formMessages.ts';

/** What FormField hands to its control so that label, description and error are linked to it. */
export interface FormFieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  /** The visible label. */
  label: string;
  /** The control, given the ids and aria attributes that link it to the label, description and error. */
  children: (controlProps: FormFieldControlProps) => ReactNode;
  /** Help under the control. */
  description?: ReactNode;
  /** The error under the control (from react-hook-form: `fieldState.error?.message`). */
  errorMessage?: ReactNode;
  /** Shows the required mark and sets aria-required on the control. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The control's id (one is generated otherwise). */
  id?: string;
}

/**
 * Label + control + description + error for controls that are not a field of their own (a group
 * of checkboxes, a custom widget). The design system's fields (TextField, NumberField, Select, …)
 * already have these parts: give them `errorMessage` directly.
 */
export function FormField({
  label,
  children,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  id,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const showError = hasMessage(errorMessage);
  const describedBy = [description !== undefined && descriptionId, showError && errorId].filter(Boolean);
  return (
    <div className={styles.field} data-disabled={isDisabled || undefined}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
        'aria-invalid': showError || undefined,
        'aria-required': isRequired || undefined,
      })}
      {description !== undefined && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <div className={styles.errorRegion} aria-live="polite">
        {showError && (
          <span id={errorId} className={styles.error}>
            <AlertCircleIcon className={styles.errorIcon} />
            <span>{errorMessage}</span>
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The SPEC §5 messages in the UI language, for form rules:
 * `rules={{ required: message('required'), minLength: { value: 9, message: message('length', { length: 9 }) } }}`.
 */
export function useValidationMessage() {
  const locale = useUiLocale();
  return useCallback(
    (key: ValidationMessageKey, values?: Readonly<Record<string, string | number>>) =>
      validationMessage(key, locale, values),
    [locale],
  );
}
