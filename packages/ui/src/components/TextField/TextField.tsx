import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'password', 'tel', 'email', 'search', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export const inputModes = ['text', 'tel', 'numeric', 'decimal', 'email', 'url', 'search', 'none'] as const;
export type InputMode = (typeof inputModes)[number];

export interface TextFieldProps {
  /** The visible label. Required: every field is named. */
  label: string;
  /** Help under the field ('Формат: 998 XX XXX XX XX'), linked with aria-describedby. */
  description?: ReactNode;
  /**
   * The error under the field, linked with aria-describedby and announced politely when it
   * appears. Giving one marks the field invalid unless `isInvalid` says otherwise.
   */
  errorMessage?: ReactNode;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Default `text`. */
  type?: TextFieldType;
  /** Browser autofill hint: 'tel', 'username', 'current-password', … */
  autoComplete?: string;
  /** The on-screen keyboard to show on phones. */
  inputMode?: InputMode;
  name?: string;
  placeholder?: string;
  maxLength?: number;
  minLength?: number;
  /** Shows a required mark and sets aria-required (validation messages come from the app). */
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** The input's id (one is generated otherwise). */
  id?: string;
  /** The `<input>` element: lets form libraries focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

export interface TextFieldBaseProps extends TextFieldProps {
  /** Rendered inside the input's box, after the input (PasswordField's toggle). Internal. */
  endSlot?: ReactNode;
  spellCheck?: boolean;
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
}

/** Shared by TextField and PasswordField; not exported from the package. */
export function TextFieldBase({
  label,
  description,
  errorMessage,
  onValueChange,
  isInvalid,
  isDisabled = false,
  isRequired = false,
  placeholder,
  endSlot,
  spellCheck,
  autoCapitalize,
  id,
  ref,
  type = 'text',
  ...fieldProps
}: TextFieldBaseProps) {
  const hasError =
    errorMessage !== undefined && errorMessage !== null && errorMessage !== '' && errorMessage !== false;
  const invalid = isInvalid ?? hasError;
  return (
    <AriaTextField
      {...fieldProps}
      id={id}
      type={type}
      onChange={onValueChange}
      isInvalid={invalid}
      isDisabled={isDisabled}
      isRequired={isRequired}
      // Messages and their timing belong to the app (react-hook-form, SPEC §5), not to the browser.
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </Label>
      <div className={styles.control({ invalid, disabled: isDisabled })}>
        <Input
          ref={ref}
          placeholder={placeholder}
          spellCheck={spellCheck}
          autoCapitalize={autoCapitalize}
          className={styles.input}
        />
        {endSlot}
      </div>
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.errorRegion} aria-live="polite">
        {hasError && (
          <FieldError className={styles.error}>
            <AlertCircleIcon className={styles.errorIcon} />
            <span>{errorMessage}</span>
          </FieldError>
        )}
      </div>
    </AriaTextField>
  );
}

/** A labelled single-line text input (React Aria `TextField`) with description and error. */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase {...props} />;
}
