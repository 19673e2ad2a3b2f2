import { isValidElement, type DOMAttributes, type ReactElement, type ReactNode } from 'react';
import { Focusable, OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The hint: short plain text ('Свернуть меню'). */
  content: ReactNode;
  /**
   * The element it describes: the design system's `Button`, or a React Aria focusable component
   * (a link of the sidebar, `IconButton`, …). Another plain DOM element does not receive the
   * trigger's focus and hover handlers.
   */
  children: ReactNode;
  placement?: TooltipPlacement;
  /** Milliseconds of hover before it shows (keyboard focus shows it at once). Default 600. */
  delay?: number;
  isDisabled?: boolean;
}

/**
 * A short hint on hover or keyboard focus (React Aria `TooltipTrigger`): linked to the trigger
 * with `aria-describedby`, closes on Escape, on blur and when the pointer leaves. Never the only
 * name of a control: give icon buttons an `aria-label` as well.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) {
  // Button is a native <button> (no React Aria, for the sign-in route's size): `Focusable` hands it
  // the trigger's handlers, which React Aria components take from the trigger themselves. Typed for
  // DOM elements; Button renders one and passes the props and ref through.
  const trigger =
    isValidElement(children) && children.type === Button ? (
      <Focusable>{children as ReactElement<DOMAttributes<HTMLButtonElement>, 'button'>}</Focusable>
    ) : (
      children
    );
  return (
    <TooltipTrigger delay={delay} closeDelay={200} isDisabled={isDisabled}>
      {trigger}
      <AriaTooltip placement={placement} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
