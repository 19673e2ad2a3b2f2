import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './Button.css.ts';

export const buttonTones = ['primary', 'secondary', 'critical', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonSizes = ['sm', 'md'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];

export interface ButtonProps {
  /** The visible label (text from the app's messages), optionally with an icon. */
  children: ReactNode;
  /** `primary` for the one main action of a screen, `critical` for destructive ones. */
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Stretch to the width of the container (forms on phones, the sign-in card). */
  fullWidth?: boolean;
  /** `submit` submits the enclosing form. Default `button`. */
  type?: ButtonType;
  isDisabled?: boolean;
  /**
   * Shows a spinner and ignores presses while an action runs. The button stays focusable;
   * a `submit` button does not submit the form again (nor does Enter in a field of a form with
   * two or more fields, which has no submit button meanwhile).
   */
  isPending?: boolean;
  /** Read instead of the label while pending ('Выполняется вход…'). Recommended with `isPending`. */
  pendingLabel?: string;
  /** Called on click, tap, Enter or Space (React Aria's press events). */
  onPress?: () => void;
  /** Accessible name when the label is not text alone. */
  'aria-label'?: string;
  autoFocus?: boolean;
  /** The id of the form to submit when the button is outside it. */
  form?: string;
  name?: string;
  value?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button built on React Aria's `Button`: keyboard, touch and pending states handled. */
export function Button({
  children,
  tone = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  isPending = false,
  pendingLabel,
  onPress,
  ...rest
}: ButtonProps) {
  const hasPendingLabel = isPending && pendingLabel !== undefined;
  return (
    <AriaButton
      {...rest}
      type={type}
      isPending={isPending}
      onPress={onPress}
      className={styles.button({ tone, size, fullWidth })}
    >
      {/* While pending with a pending label, that label names the button instead of the visible one. */}
      <span className={styles.label} aria-hidden={hasPendingLabel || undefined}>
        {children}
      </span>
      {isPending && (
        // A button's children are presentational, so the spinner is decorative here; the name,
        // aria-disabled and React Aria's announcement (when focused) tell that it is pending.
        <span className={styles.spinnerSlot}>
          <Spinner size={size === 'sm' ? 'sm' : 'md'} />
        </span>
      )}
      {hasPendingLabel && <span className={visuallyHidden}>{pendingLabel}</span>}
    </AriaButton>
  );
}
