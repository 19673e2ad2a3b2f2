import { useContext, useEffect, useRef, type ComponentProps, type Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  Popover,
  useAsyncList,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  hasMessage,
  type FieldProps,
} from '../FormField/fieldParts.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as listStyles from '../Select/listbox.css.ts';
import { OptionItem, type SelectOption } from '../Select/options.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './Combobox.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

/** Fetches the options matching what the user typed; abort when `signal` fires (a newer query came). */
export type ComboboxLoadOptions = (
  query: string,
  signal: AbortSignal,
) => Promise<ReadonlyArray<SelectOption>>;

export interface ComboboxProps extends FieldProps {
  /** Options filtered here as the user types ('contains', case- and locale-aware). */
  options?: ReadonlyArray<SelectOption>;
  /**
   * Options searched elsewhere (the server): called with the typed text, debounced by
   * `debounceMs`; the list shows 'Загрузка…' meanwhile. Takes the place of `options`.
   */
  loadOptions?: ComboboxLoadOptions;
  /** Pause before `loadOptions` is called for new text. Default 250 ms. */
  debounceMs?: number;
  /** Controlled: the selected option's id, `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  /**
   * With `loadOptions`, the option of the initial `value`/`defaultValue` (it may not be among the
   * first results, and its label must show).
   */
  selectedOption?: SelectOption;
  placeholder?: string;
  /** Shown in the open list when nothing matches (default 'Нет данных' in the UI language). */
  emptyLabel?: string;
  /** Read while options load (default 'Загрузка…'). */
  loadingLabel?: string;
  /** Names the button that opens the list (default 'Показать варианты'). */
  openLabel?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const toId = (key: Key | null) => (key === null ? null : String(key));

/**
 * A searchable choice (React Aria `ComboBox`): type to filter, arrows to move, Enter to pick,
 * Escape to close and then to restore the text. With `loadOptions` the options come from a
 * (debounced, cancellable) search; the list says 'Загрузка…' and then 'Нет данных' when empty.
 */
export function Combobox(props: ComboboxProps) {
  return props.loadOptions ? (
    <AsyncCombobox {...props} loadOptions={props.loadOptions} />
  ) : (
    <LocalCombobox {...props} />
  );
}

function LocalCombobox({ options = [], ...props }: ComboboxProps) {
  return <ComboboxFrame {...props} defaultItems={options} isLoading={false} />;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

function AsyncCombobox({
  loadOptions,
  debounceMs = 250,
  selectedOption,
  ...props
}: ComboboxProps & { loadOptions: ComboboxLoadOptions }) {
  const load = useRef(loadOptions);
  useEffect(() => {
    load.current = loadOptions;
  }, [loadOptions]);
  const list = useAsyncList<SelectOption>({
    initialFilterText: selectedOption?.label ?? '',
    async load({ signal, filterText = '' }) {
      // The first load runs at once; later ones wait for typing to pause (useAsyncList aborts
      // the previous load, and with it this wait, on every keystroke).
      if (filterText !== (selectedOption?.label ?? '')) await wait(debounceMs, signal);
      const found = await load.current(filterText, signal);
      return { items: [...found] };
    },
  });
  // The selected option must stay in the collection so that its label shows after a new search.
  const items =
    selectedOption && !list.items.some((item) => item.id === selectedOption.id)
      ? [...list.items, selectedOption]
      : list.items;
  return (
    <ComboboxFrame
      {...props}
      items={items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
    />
  );
}

interface FrameProps extends Omit<
  ComboboxProps,
  'options' | 'loadOptions' | 'debounceMs' | 'selectedOption'
> {
  defaultItems?: ReadonlyArray<SelectOption>;
  items?: ReadonlyArray<SelectOption>;
  inputValue?: string;
  onInputChange?: (value: string) => void;
  isLoading: boolean;
}

function ComboboxFrame({
  label,
  description,
  errorMessage,
  isRequired = false,
  isInvalid,
  isDisabled = false,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  emptyLabel,
  loadingLabel,
  openLabel,
  isLoading,
  ref,
  ...rest
}: FrameProps) {
  const labels = useControlLabels();
  const invalid = isInvalid ?? hasMessage(errorMessage);
  const loadingText = loadingLabel ?? labels.loading;
  return (
    <AriaLocale>
      <AriaComboBox
        {...rest}
        value={value}
        defaultValue={defaultValue}
        onChange={(key) => onValueChange?.(toId(key))}
        // Opens on an empty list too, to say 'Нет данных' (or 'Загрузка…') rather than nothing.
        allowsEmptyCollection
        // Typing, the arrows, a click in the field or on its chevron show the choices; focus alone does not, so a
        // form that focuses a field in error does not cover its message with the list.
        menuTrigger="input"
        isRequired={isRequired}
        isInvalid={invalid}
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <div className={fieldStyles.control({ invalid, disabled: isDisabled })}>
          <OpensOnClick
            ref={ref}
            placeholder={placeholder}
            className={`${fieldStyles.input} ${styles.input}`}
          />
          {isLoading && (
            <span className={listStyles.trailing} data-loading="">
              <Spinner size="sm" label={loadingText} />
            </span>
          )}
          <Button aria-label={openLabel ?? labels.showOptions} className={listStyles.trailing}>
            <ChevronDownIcon className={listStyles.trailingIcon} />
          </Button>
        </div>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <Popover className={listStyles.popover} offset={4}>
          <ListBox<SelectOption>
            className={listStyles.listBox}
            renderEmptyState={() => (
              <div className={listStyles.emptyState}>
                {isLoading ? loadingText : (emptyLabel ?? labels.noData)}
              </div>
            )}
          >
            {(option) => <OptionItem option={option} />}
          </ListBox>
        </Popover>
      </AriaComboBox>
    </AriaLocale>
  );
}

/** The field's text input, which opens the list on a click or tap: a picker that waits for typing looks broken. */
function OpensOnClick(props: ComponentProps<typeof Input>) {
  const state = useContext(ComboBoxStateContext);
  return <Input {...props} onClick={() => state?.isOpen === false && state.open(null, 'manual')} />;
}
