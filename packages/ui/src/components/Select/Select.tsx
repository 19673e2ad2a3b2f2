import type { Ref } from 'react';
import { Button, ListBox, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { ChevronDownIcon } from '../FormField/formIcons.tsx';
import { useControlLabels } from '../FormField/formMessages.ts';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  hasMessage,
  type FieldProps,
} from '../FormField/fieldParts.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as listStyles from './listbox.css.ts';
import { OptionItem, type SelectOption } from './options.tsx';
import * as styles from './Select.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface SelectProps extends FieldProps {
  options: ReadonlyArray<SelectOption>;
  /** Controlled: the selected option's id, `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  /** Shown while nothing is chosen (default 'Выберите…' in the UI language). */
  placeholder?: string;
  /** Shown in the open list when there are no options (default 'Нет данных'). */
  emptyLabel?: string;
  onBlur?: () => void;
  autoFocus?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A single choice from a short list (React Aria `Select`): a button that opens a list box. Arrow
 * keys, typing the first letters, Enter and Escape work as in a native select. For long lists
 * with search use Combobox.
 */
export function Select({
  label,
  description,
  errorMessage,
  isRequired = false,
  isInvalid,
  isDisabled = false,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  emptyLabel,
  onBlur,
  ref,
  ...rest
}: SelectProps) {
  const labels = useControlLabels();
  const invalid = isInvalid ?? hasMessage(errorMessage);
  return (
    <AriaLocale>
      <AriaSelect
        {...rest}
        value={value}
        defaultValue={defaultValue}
        onChange={(key) => onValueChange?.(key === null ? null : String(key))}
        onBlur={onBlur}
        // Opens on an empty list too, to say 'Нет данных' rather than do nothing.
        allowsEmptyCollection
        placeholder={placeholder ?? labels.selectPlaceholder}
        isRequired={isRequired}
        isInvalid={invalid}
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Button
          ref={ref}
          className={`${fieldStyles.control({ invalid, disabled: isDisabled })} ${styles.trigger}`}
        >
          <SelectValue className={styles.value} />
          <ChevronDownIcon className={styles.chevron} />
        </Button>
        <FieldDescription>{description}</FieldDescription>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <Popover className={listStyles.popover} offset={4}>
          <ListBox
            items={options}
            className={listStyles.listBox}
            renderEmptyState={() => (
              <div className={listStyles.emptyState}>{emptyLabel ?? labels.noData}</div>
            )}
          >
            {(option) => <OptionItem option={option} />}
          </ListBox>
        </Popover>
      </AriaSelect>
    </AriaLocale>
  );
}
