import { useId, type ReactNode, type Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface SwitchProps {
  /** The visible label: what the switch turns on ('Показывать филиалы'). */
  children: ReactNode;
  /** Controlled: is it on? */
  value?: boolean;
  /** Uncontrolled initial state. Default `false`. */
  defaultValue?: boolean;
  /** Called at once with the new state: a switch acts immediately, unlike a checkbox in a form. */
  onValueChange?: (isOn: boolean) => void;
  /** Help under the label, linked with aria-describedby. */
  description?: ReactNode;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  /** Submitted as this value when on (default 'on'). */
  formValue?: string;
  'aria-label'?: string;
  id?: string;
  ref?: Ref<HTMLLabelElement>;
}

/** An on/off switch (React Aria `Switch`, role `switch`) for settings that apply at once. */
export function Switch({
  children,
  value,
  defaultValue,
  onValueChange,
  description,
  formValue,
  ...rest
}: SwitchProps) {
  const descriptionId = useId();
  return (
    <AriaLocale>
      <div className={styles.root}>
        <AriaSwitch
          {...rest}
          isSelected={value}
          defaultSelected={defaultValue}
          onChange={onValueChange}
          value={formValue}
          aria-describedby={description !== undefined ? descriptionId : undefined}
          className={styles.switchRoot}
        >
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          <span>{children}</span>
        </AriaSwitch>
        {description !== undefined && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </div>
    </AriaLocale>
  );
}
