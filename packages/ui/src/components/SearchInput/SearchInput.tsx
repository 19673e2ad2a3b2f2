import { useEffect, useRef, type Ref } from 'react';
import { Button, Input, SearchField } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { SearchIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import { FieldDescription, FieldLabel } from '../FormField/fieldParts.tsx';
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
  /** Enter pressed. */
  onSubmit?: (value: string) => void;
  /** The field was cleared (clear button or Escape). */
  onClear?: () => void;
  /** Overrides the clear button's name (default 'Очистить' in the UI language). */
  clearLabel?: string;
  isDisabled?: boolean;
  name?: string;
  autoFocus?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A search box (React Aria `SearchField`): a clear button while there is text, Escape clears,
 * Enter submits, and an optional debounced callback for searching as the user types.
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
  ref,
  ...rest
}: SearchInputProps) {
  const labels = useControlLabels();
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

  return (
    <SearchField
      {...rest}
      value={text}
      onChange={change}
      onSubmit={onSubmit}
      onClear={onClear}
      isDisabled={isDisabled}
      className={fieldStyles.field}
    >
      {labelVisible ? <FieldLabel>{label}</FieldLabel> : <FieldLabelHidden label={label} />}
      <div className={fieldStyles.control({ disabled: isDisabled })}>
        <SearchIcon className={styles.searchIcon} />
        <Input ref={ref} placeholder={placeholder} className={`${fieldStyles.input} ${styles.input}`} />
        {text !== '' && !isDisabled && (
          <Button aria-label={clearLabel ?? labels.clear} className={styles.clearButton}>
            <CloseIcon className={styles.clearIcon} />
          </Button>
        )}
      </div>
      <FieldDescription>{description}</FieldDescription>
    </SearchField>
  );
}

function FieldLabelHidden({ label }: { label: string }) {
  return (
    <span className={visuallyHidden}>
      <FieldLabel>{label}</FieldLabel>
    </span>
  );
}
