import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button } from '../Button/Button.css.ts';
import {
  buttonTones,
  pressHandler,
  type ButtonTone,
  buttonSizes,
  type ButtonSize,
  type ButtonType,
} from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export const iconButtonTones = buttonTones;
export type IconButtonTone = ButtonTone;
export const iconButtonSizes = buttonSizes;
export type IconButtonSize = ButtonSize;

/**
 * DOM attributes passed through to the `<button>`: `aria-*`, `data-*`, and the handlers a dialog or tooltip adds
 * to its trigger. The name comes from `label` only.
 */
type NativeButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled' | 'children' | 'className' | 'style' | 'color' | 'aria-label' | 'title'
>;

export interface IconButtonProps extends NativeButtonAttributes {
  /**
   * The accessible name ('Удалить файл'). Required: an icon alone names nothing. It is also shown
   * as the native tooltip unless `showTitle` is false.
   */
  label: string;
  /** The icon (decorative, `aria-hidden`). Sized to the button. */
  icon: ReactNode;
  /** Same tones as Button; `ghost` (default) for toolbars and rows, `critical` for deleting. */
  tone?: IconButtonTone;
  /** `sm` 32px, `md` 40px square. */
  size?: IconButtonSize;
  /** `submit` submits the enclosing form. Default `button`. */
  type?: ButtonType;
  isDisabled?: boolean;
  /**
   * Shows a spinner instead of the icon and ignores presses while an action runs. The button stays
   * focusable and keeps its name; a `submit` button does not submit the form again.
   */
  isPending?: boolean;
  /** Show `label` as the browser's tooltip on hover. Default `true`. */
  showTitle?: boolean;
  /** Called on click, tap, Enter or Space. */
  onPress?: () => void;
  /** For toggles opening something: the id of what it controls, and whether it is open. */
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  autoFocus?: boolean;
  form?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button with only an icon, always with an accessible name: a native `<button>` like `Button`
 * (keyboard, focus and form submission come from the browser; no React Aria), in Button's tones and sizes.
 */
export function IconButton({
  label,
  icon,
  tone = 'ghost',
  size = 'md',
  type = 'button',
  isDisabled = false,
  isPending = false,
  showTitle = true,
  onPress,
  onClick,
  ...rest
}: IconButtonProps) {
  const click = pressHandler(isPending, onClick, onPress);
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={click}
      className={`${button({ tone, size })} ${styles.square({ size })}`}
    >
      <span
        className={`${styles.iconSlot} ${styles.icon({ size })}`}
        title={showTitle ? label : undefined}
        aria-hidden="true"
      >
        {isPending ? <Spinner size={size === 'sm' ? 'sm' : 'md'} /> : icon}
      </span>
    </button>
  );
}
