import type { ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The hint: short plain text ('Свернуть меню'). */
  content: ReactNode;
  /**
   * The element it describes: a React Aria focusable component of the design system
   * (`Button`, a link of the sidebar, …). A plain DOM element does not receive the trigger's
   * focus and hover handlers.
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
  return (
    <TooltipTrigger delay={delay} closeDelay={200} isDisabled={isDisabled}>
      {children}
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
