import { useEffect, useId, useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';
import { CloseIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { SearchIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import { useControllableState } from '../../internal/useControllableState.ts';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './SearchInput.css.ts';

export interface SearchInputProps {
  /** Names the search ('Поиск по заявкам'). Hidden on screen unless `labelVisible`. */
  label: string;
  labelVisible?: boolean;
  placeholder?: string;
  description?: string;
  /** Controlled text. */
  value?: string;
  defaultValue?: string;
  /** Called on every keystroke. */
  onValueChange?: (value: string) => void;
  /**
   * Called once typing pauses for `debounceMs` (for requests to the server), and at once when the
   * field is cleared.
   */
  onDebouncedChange?: (value: string) => void;
  /** Pause before `onDebouncedChange`. Default 300 ms. */
  debounceMs?: number;
  /** Enter pressed. With it, Enter does not submit an enclosing form. */
  onSubmit?: (value: string) => void;
  /** The field was cleared (clear button or Escape). */
  onClear?: () => void;
  /** Overrides the clear button's name (default 'Очистить' in the UI language). */
  clearLabel?: string;
  isDisabled?: boolean;
  name?: string;
  autoFocus?: boolean;
  /** The `<input>`'s id (one is generated otherwise). */
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box: a native `<input type="search">` (role `searchbox`) with its label, a clear button while
 * there is text, Escape clears (an empty field lets Escape through, to close a dialog), Enter submits, and
 * an optional debounced callback for searching as the user types. No React Aria: it sits on lists that
 * must load fast.
 */
export function SearchInput({
  label,
  labelVisible = false,
  placeholder,
  description,
  value,
  defaultValue = '',
  onValueChange,
  onDebouncedChange,
  debounceMs = 300,
  onSubmit,
  onClear,
  clearLabel,
  isDisabled = false,
  name,
  autoFocus,
  id,
  ref,
}: SearchInputProps) {
  const labels = useControlLabels();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const descriptionId = `${generatedId}-description`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestCallback = useRef(onDebouncedChange);
  useEffect(() => {
    latestCallback.current = onDebouncedChange;
  }, [onDebouncedChange]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    if (!latestCallback.current) return;
    if (next === '') {
      latestCallback.current('');
      return;
    }
    timer.current = setTimeout(() => latestCallback.current?.(next), debounceMs);
  };

  const clear = () => {
    change('');
    onClear?.();
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that pick a word in an input method belong to it.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && onSubmit) {
      // Without `onSubmit`, Enter submits the enclosing form as usual.
      event.preventDefault();
      onSubmit(event.currentTarget.value);
    } else if (event.key === 'Escape' && event.currentTarget.value !== '') {
      // Ours, not the browser's (which clears a search field without telling) nor a dialog's around it.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
      <label htmlFor={inputId} className={labelVisible ? fieldStyles.label : visuallyHidden}>
        {label}
      </label>
      <div className={fieldStyles.control({ disabled: isDisabled })}>
        <SearchIcon className={styles.searchIcon} />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name={name}
          value={text}
          placeholder={placeholder}
          disabled={isDisabled}
          autoFocus={autoFocus}
          enterKeyHint="search"
          aria-describedby={description !== undefined ? descriptionId : undefined}
          data-disabled={isDisabled || undefined}
          onChange={(event) => change(event.target.value)}
          onKeyDown={keyDown}
          className={`${fieldStyles.input} ${styles.input}`}
        />
        {text !== '' && !isDisabled && (
          <button
            type="button"
            // Escape does the same from the keyboard, as in React Aria's search field: one Tab stop fewer.
            tabIndex={-1}
            aria-label={clearLabel ?? labels.clear}
            className={styles.clearButton}
            // The pointer must not take focus from the field (nor close a phone's keyboard).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
          >
            <CloseIcon className={styles.clearIcon} />
          </button>
        )}
      </div>
      {description !== undefined && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
    </div>
  );
}
