import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import * as styles from './Button.css.ts';

export const buttonTones = ['primary', 'secondary', 'critical', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export const buttonSizes = ['sm', 'md'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export const buttonTypes = ['button', 'submit', 'reset'] as const;
export type ButtonType = (typeof buttonTypes)[number];

/** DOM attributes passed through to the `<button>`: `aria-*`, `data-*`, and the handlers a dialog or tooltip adds to its trigger. */
type NativeButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled' | 'children' | 'className' | 'style' | 'color'
>;

export interface ButtonProps extends NativeButtonAttributes {
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
   * a `submit` button does not submit the form again (nor does Enter in one of its fields).
   */
  isPending?: boolean;
  /** Read instead of the label while pending ('Выполняется вход…'). Recommended with `isPending`. */
  pendingLabel?: string;
  /** Called on click, tap, Enter or Space. */
  onPress?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The click of a native button: `onClick`, then `onPress`; nothing while pending (shared with IconButton). */
export function pressHandler(
  isPending: boolean,
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
  onPress: (() => void) | undefined,
) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    // A pending submit button must not submit again: cancelling its click also cancels Enter's implicit submission.
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    onPress?.();
  };
}

/**
 * A native `<button>`: keyboard, focus and form submission come from the browser, so the screens that load first
 * carry no React Aria. A `Dialog` or `Tooltip` around it adds its own handlers and `aria-*`, which is why other DOM
 * attributes pass through.
 */
export function Button({
  children,
  tone = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  isDisabled = false,
  isPending = false,
  pendingLabel,
  onPress,
  onClick,
  ...rest
}: ButtonProps) {
  const hasPendingLabel = isPending && pendingLabel !== undefined;
  const click = pressHandler(isPending, onClick, onPress);
  return (
    <button
      {...rest}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={click}
      className={styles.button({ tone, size, fullWidth })}
    >
      {/* While pending with a pending label, that label names the button instead of the visible one. */}
      <span className={styles.label} aria-hidden={hasPendingLabel || undefined}>
        {children}
      </span>
      {isPending && (
        // A button's children are presentational, so the spinner is decorative here; the name and
        // aria-disabled tell that it is pending.
        <span className={styles.spinnerSlot}>
          <Spinner size={size === 'sm' ? 'sm' : 'md'} />
        </span>
      )}
      {hasPendingLabel && <span className={visuallyHidden}>{pendingLabel}</span>}
    </button>
  );
}
