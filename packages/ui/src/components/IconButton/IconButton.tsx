import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button } from '../Button/Button.css.ts';
import {
  buttonTones,
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

export interface IconButtonProps {
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
  type?: ButtonType;
  isDisabled?: boolean;
  /** Shows a spinner instead of the icon and ignores presses while an action runs. */
  isPending?: boolean;
  /** Show `label` as the browser's tooltip on hover. Default `true`. */
  showTitle?: boolean;
  onPress?: () => void;
  /** For toggles opening something: the id of what it controls, and whether it is open. */
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  autoFocus?: boolean;
  form?: string;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon (React Aria `Button`). It always has an accessible name. */
export function IconButton({
  label,
  icon,
  tone = 'ghost',
  size = 'md',
  type = 'button',
  isPending = false,
  showTitle = true,
  ...rest
}: IconButtonProps) {
  return (
    <AriaButton
      {...rest}
      type={type}
      aria-label={label}
      isPending={isPending}
      className={`${button({ tone, size })} ${styles.square({ size })}`}
    >
      <span className={`${styles.iconSlot} ${styles.icon({ size })}`} title={showTitle ? label : undefined}>
        {isPending ? <Spinner size={size === 'sm' ? 'sm' : 'md'} /> : icon}
      </span>
    </AriaButton>
  );
}
