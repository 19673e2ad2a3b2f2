import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { AlertCircleIcon } from '../../icons/icons.tsx';
import { CheckIcon, MinusIcon } from '../FormField/formIcons.tsx';
import { hasMessage } from '../FormField/fieldParts.tsx';
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
  isRequired?: boolean;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Submitted with a form under `name` as `formValue` (default 'on') when checked. */
  name?: string;
  formValue?: string;
  /** Names the box when the visible label is not enough ('Выбрать строку 12'). */
  'aria-label'?: string;
  id?: string;
  ref?: Ref<HTMLLabelElement>;
}

/** A checkbox (React Aria `Checkbox`) with a label, optional description and error, and a mixed state. */
export function Checkbox({
  children,
  value,
  defaultValue,
  onValueChange,
  description,
  errorMessage,
  isInvalid,
  formValue,
  ...rest
}: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const showError = hasMessage(errorMessage);
  const describedBy = [description !== undefined && descriptionId, showError && errorId].filter(Boolean);
  return (
    <div className={styles.root}>
      <AriaCheckbox
        {...rest}
        isSelected={value}
        defaultSelected={defaultValue}
        onChange={onValueChange}
        value={formValue}
        isInvalid={isInvalid ?? showError}
        validationBehavior="aria"
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        className={styles.checkbox}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon className={styles.mark} />
              ) : (
                isSelected && <CheckIcon className={styles.mark} />
              )}
            </span>
            <span>{children}</span>
          </>
        )}
      </AriaCheckbox>
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
