import { useId, useState, type ClipboardEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { hasMessage } from '../../internal/hasMessage.ts';
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
  /** At most this many characters; from 80 % of it on, the field counts them ('Знаков: 480 / 500'). */
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
  /** A single-line input drops a paste's line breaks: ScanInput reads the paste itself. */
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}

const countLabel = { ru: 'Знаков', uz: 'Belgilar', 'uz-Cyrl': 'Белгилар' } satisfies Record<UiLocale, string>;
/** The share of `maxLength` typed from which the count shows: the input stops at its limit without a word. */
const countFrom = 0.8;

/** Shared by TextField and PasswordField; not exported from the package. */
export function TextFieldBase({
  label,
  description,
  errorMessage,
  onValueChange,
  isInvalid,
  isDisabled = false,
  isRequired = false,
  isReadOnly = false,
  endSlot,
  id,
  type = 'text',
  ...inputProps
}: TextFieldBaseProps) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const descriptionId = `${generatedId}-description`;
  const errorId = `${generatedId}-error`;
  const countId = `${generatedId}-count`;
  const locale = useUiLocale();
  const { maxLength, value, defaultValue } = inputProps;
  const [typedLength, setTypedLength] = useState(() => (defaultValue ?? '').length);
  const length = value !== undefined ? value.length : typedLength;
  const showsCount = maxLength !== undefined && length >= maxLength * countFrom;
  const hasError = hasMessage(errorMessage);
  const invalid = isInvalid ?? hasError;
  const describedBy = [description !== undefined && descriptionId, showsCount && countId, hasError && errorId]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field} data-disabled={isDisabled || undefined} data-invalid={invalid || undefined}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className={styles.control({ invalid, disabled: isDisabled })}>
        <input
          {...inputProps}
          id={inputId}
          type={type}
          disabled={isDisabled}
          readOnly={isReadOnly}
          // Messages and their timing belong to the app (react-hook-form, SPEC §5), not to the browser.
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          data-disabled={isDisabled || undefined}
          onChange={(event) => {
            setTypedLength(event.target.value.length);
            onValueChange?.(event.target.value);
          }}
          className={styles.input}
        />
        {endSlot}
      </div>
      {description !== undefined && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {showsCount && (
        <span id={countId} className={styles.count} data-full={length >= maxLength || undefined}>
          {`${countLabel[locale]}: ${length} / ${maxLength}`}
        </span>
      )}
      <div className={styles.errorRegion} aria-live="polite">
        {hasError && (
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
 * A labelled single-line text input with description and error. Native `<label>` and `<input>` (the browser gives
 * everything a text field needs), so the sign-in screen carries no React Aria.
 */
export function TextField(props: TextFieldProps) {
  return <TextFieldBase {...props} />;
}
