import { useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import { hasMessage } from '../../internal/hasMessage.ts';
import { useControllableState } from '../../internal/useControllableState.ts';
import { CheckIcon, MinusIcon } from '../FormField/formIcons.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  /** The visible label beside the box. */
  children: ReactNode;
  /** Controlled: is it checked? */
  value?: boolean;
  /** Uncontrolled initial state. Default `false`. */
  defaultValue?: boolean;
  onValueChange?: (isSelected: boolean) => void;
  /**
   * Neither checked nor unchecked: a 'select all' whose rows are partly selected. It is shown as
   * a dash and read as 'mixed' until the owner clears it (a click checks the box).
   */
  isIndeterminate?: boolean;
  /** Help under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** An error under the label (a required consent); marks the box invalid. */
  errorMessage?: ReactNode;
  /** Sets aria-required (the message comes from the app, not from the browser's validation). */
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Focusable and read, but a click or Space does not change it. */
  isReadOnly?: boolean;
  /** Submitted with a form under `name` as `formValue` (default 'on') when checked. */
  name?: string;
  formValue?: string;
  /** Names the box when the visible label is not enough ('Выбрать строку 12'). */
  'aria-label'?: string;
  /** The `<input>`'s id. */
  id?: string;
  /** The `<label>` that holds the box and the text. */
  ref?: Ref<HTMLLabelElement>;
}

/**
 * A checkbox with a label, optional description and error, and a mixed state: a native
 * `<input type="checkbox">` inside its `<label>` (the browser gives the keyboard, the form value and
 * the 'mixed' state through `indeterminate`), drawn by a decorative box beside it. No React Aria, so
 * lists that load first (selection in tables) stay light.
 */
export function Checkbox({
  children,
  value,
  defaultValue = false,
  onValueChange,
  isIndeterminate = false,
  description,
  errorMessage,
  isRequired = false,
  isInvalid,
  isDisabled = false,
  isReadOnly = false,
  name,
  formValue,
  'aria-label': ariaLabel,
  id,
  ref,
}: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isSelected, setSelected] = useControllableState(value, defaultValue, onValueChange);
  const showError = hasMessage(errorMessage);
  const invalid = isInvalid ?? showError;
  const describedBy = [description !== undefined && descriptionId, showError && errorId].filter(Boolean);

  // `indeterminate` is a property only (no attribute). A click clears it in the DOM; the owner decides
  // whether it stays mixed, so it is set again after every render.
  useLayoutEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = isIndeterminate;
  });

  // A form reset puts an uncontrolled box back to its default without a change event: follow it.
  const isControlled = value !== undefined;
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form || isControlled) return undefined;
    const onReset = () => setSelected(defaultValue);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, [isControlled, defaultValue, setSelected]);

  const click = (event: MouseEvent<HTMLInputElement>) => {
    // Cancelling the click keeps the box as it was (pointer and Space alike).
    if (isReadOnly) event.preventDefault();
  };

  return (
    <div className={styles.root}>
      <label
        ref={ref}
        className={styles.checkbox}
        data-disabled={isDisabled || undefined}
        data-readonly={isReadOnly || undefined}
      >
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          className={styles.input}
          checked={isSelected}
          onChange={(event) => {
            if (!isReadOnly) setSelected(event.target.checked);
          }}
          onClick={click}
          disabled={isDisabled}
          name={name}
          value={formValue}
          aria-label={ariaLabel}
          // Messages and their timing belong to the app (react-hook-form), not to the browser.
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-readonly={isReadOnly || undefined}
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        />
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? (
            <MinusIcon className={styles.mark} />
          ) : (
            isSelected && <CheckIcon className={styles.mark} />
          )}
        </span>
        <span>{children}</span>
      </label>
      {description !== undefined && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <div className={`${fieldStyles.errorRegion} ${styles.message}`} aria-live="polite">
        {showError && (
          <span id={errorId} className={fieldStyles.error}>
            <AlertCircleIcon className={fieldStyles.errorIcon} />
            <span>{errorMessage}</span>
          </span>
        )}
      </div>
    </div>
  );
}
