import { EyeIcon, EyeOffIcon } from '../../icons/icons.tsx';
import { useControllableState } from '../../internal/useControllableState.ts';
import { TextFieldBase, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './PasswordField.css.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /**
   * Accessible name of the show/hide button ('Показать пароль'). It is a toggle: its pressed
   * state (aria-pressed) tells whether the password is shown, so the name does not change.
   */
  visibilityToggleLabel: string;
  /** Controlled: is the password shown as plain text? */
  isPasswordVisible?: boolean;
  /** Uncontrolled initial state. Default `false`. */
  defaultPasswordVisible?: boolean;
  onPasswordVisibleChange?: (isVisible: boolean) => void;
}

/** A password field with a show/hide toggle. `autoComplete` defaults to `current-password`. */
export function PasswordField({
  visibilityToggleLabel,
  isPasswordVisible,
  defaultPasswordVisible = false,
  onPasswordVisibleChange,
  autoComplete = 'current-password',
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useControllableState(
    isPasswordVisible,
    defaultPasswordVisible,
    onPasswordVisibleChange,
  );
  const Icon = visible ? EyeOffIcon : EyeIcon;
  return (
    <TextFieldBase
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
      // A shown password must not be spell-checked (sent to a service) or capitalised.
      spellCheck={false}
      autoCapitalize="off"
      endSlot={
        <button
          type="button"
          aria-label={visibilityToggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          className={styles.toggle()}
        >
          <Icon className={styles.icon} />
        </button>
      }
    />
  );
}
