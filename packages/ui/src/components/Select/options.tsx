// Options of Select and Combobox: the data shape and how one option is drawn.
import { ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../FormField/formIcons.tsx';
import * as styles from './listbox.css.ts';

export interface SelectOption {
  /** The value reported by `onValueChange` (a branch id, a status). */
  id: string;
  /** The visible text, also what typing matches. */
  label: string;
  /** A second, muted line (an address, a region). */
  description?: string;
  isDisabled?: boolean;
}

export function OptionItem({ option }: { option: SelectOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={styles.option()}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.optionText}>
            <span>{option.label}</span>
            {option.description !== undefined && (
              <span className={styles.optionDescription}>{option.description}</span>
            )}
          </span>
          {isSelected && <CheckIcon className={styles.checkIcon} />}
        </>
      )}
    </ListBoxItem>
  );
}
