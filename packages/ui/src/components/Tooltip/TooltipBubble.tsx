import { useCallback, type ReactNode, type RefObject } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTriggerStateContext,
  type TooltipRenderProps,
} from 'react-aria-components';
import type { TooltipPlacement } from './Tooltip.tsx';
import * as styles from './Tooltip.css.ts';
import { AriaLocale } from '../../i18n/AriaLocale.tsx';

export interface TooltipBubbleProps {
  /** The trigger's `aria-describedby` while shown. */
  id: string;
  isOpen: boolean;
  /** The element it is placed against. */
  triggerRef: RefObject<Element | null>;
  placement: TooltipPlacement;
  /** The pointer came onto the hint: keep it. */
  onHoverStart: () => void;
  /** The pointer left the hint. */
  onHoverEnd: () => void;
  /** Hide at once (the page scrolled under it). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The hint of `Tooltip`, loaded on demand: React Aria's standalone `Tooltip` (`role="tooltip"`, placed against the
 * trigger, flipped to stay on screen, with an arrow). Its show-and-hide rules live in `Tooltip`, which stays free
 * of React Aria. Renders nothing while hidden.
 */
export function TooltipBubble({
  id,
  isOpen,
  triggerRef,
  placement,
  onHoverStart,
  onHoverEnd,
  onClose,
  children,
}: TooltipBubbleProps) {
  // React Aria 1.22's standalone Tooltip reads its state from this context (which only TooltipTrigger provides).
  const state: TooltipRenderProps['state'] = {
    isOpen,
    shouldSkipAnimation: false,
    open: onHoverStart,
    close: (immediate) => (immediate ? onClose() : onHoverEnd()),
  };
  // React Aria's Tooltip takes no `id` prop: name the element for the trigger's `aria-describedby` here.
  const setId = useCallback((element: HTMLDivElement | null) => element?.setAttribute('id', id), [id]);
  return (
    <AriaLocale>
      <TooltipTriggerStateContext.Provider value={state}>
        <AriaTooltip
          ref={setId}
          isOpen={isOpen}
          triggerRef={triggerRef}
          placement={placement}
          offset={8}
          className={styles.tooltip}
        >
          <OverlayArrow>
            <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
              <path d="M0 0 L4 4 L8 0" />
            </svg>
          </OverlayArrow>
          {children}
        </AriaTooltip>
      </TooltipTriggerStateContext.Provider>
    </AriaLocale>
  );
}
