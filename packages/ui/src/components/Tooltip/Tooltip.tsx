import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { onDemand } from '../../internal/onDemand.tsx';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The hint: short plain text ('Свернуть меню'). */
  content: ReactNode;
  /**
   * The one element it describes: the design system's `Button`, `IconButton`, a native `<button>` or `<a>`, a
   * `RouterLink`. While the hint shows, the element is given `aria-describedby`, so it must pass that prop
   * through to its DOM element (all of these do).
   */
  children: ReactNode;
  placement?: TooltipPlacement;
  /** Milliseconds of hover before it shows (keyboard focus shows it at once). Default 600. */
  delay?: number;
  isDisabled?: boolean;
}

/** How long it stays after the pointer leaves: time to move onto the hint itself. */
const closeDelay = 200;
/** Moving to another trigger within this time after a hint hid shows the next one at once (as React Aria does). */
const warmTime = 500;

/** The hint is React Aria's `Tooltip` (positioning, flipping, arrow): its own chunk, fetched on hover or focus. */
const { Part: TooltipBubble, preload: preloadBubble } = onDemand(() =>
  import('./TooltipBubble.tsx').then((module) => module.TooltipBubble),
);

/** One hint at a time on the page: showing one hides the one before. */
let hideShown: (() => void) | undefined;
/** Until when a hint shown by hover keeps the page warm: the next hover shows its hint at once. */
let warmUntil = Number.NEGATIVE_INFINITY;

const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * A short hint on hover or keyboard focus: linked to the trigger with `aria-describedby` while shown, hidden by
 * Escape, on blur, on a press and soon after the pointer leaves (the pointer may move onto the hint). Never the only
 * name of a control: give icon buttons an `aria-label` as well.
 *
 * The trigger is rendered as it is, inside a wrapper (`display: contents`) that sees its pointer and focus events;
 * the hint is React Aria's standalone `Tooltip`, placed against the trigger and loaded on demand: asked for when the
 * pointer enters or focus arrives, rendered only once shown. So the pages whose triggers carry hints (the collapsed
 * sidebar of every signed-in page) load no React Aria before their first paint.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, isDisabled }: TooltipProps) {
  const [isShown, setShown] = useState(false);
  // Once shown, the hint stays mounted (hidden, it renders nothing): it can animate out.
  const [isRequested, setRequested] = useState(false);
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isHovered = useRef(false);
  const isFocused = useRef(false);
  // Focus that comes with a pointer press is not keyboard focus, whatever the browser thinks.
  const isPointerFocus = useRef(false);
  const isShownByHover = useRef(false);
  const tooltipId = useId();

  const clearTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const hide = useCallback(function hide() {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (hideShown === hide) {
      hideShown = undefined;
      if (isShownByHover.current) warmUntil = Date.now() + warmTime;
    }
    isShownByHover.current = false;
    setShown(false);
  }, []);
  const show = (byHover: boolean) => {
    clearTimer();
    triggerRef.current = wrapperRef.current?.firstElementChild ?? null;
    if (!triggerRef.current) return;
    if (hideShown !== hide) hideShown?.();
    hideShown = hide;
    isShownByHover.current = byHover;
    setRequested(true);
    setShown(true);
  };
  const hideLater = () => {
    clearTimer();
    timer.current = setTimeout(hide, closeDelay);
  };

  // Escape hides it, before anything else sees the key (an enclosing dialog stays open).
  useEffect(() => {
    if (!isShown) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      isHovered.current = false;
      isFocused.current = false;
      hide();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [isShown, hide]);

  // Unmounted: no timer left behind.
  useEffect(() => hide, [hide]);

  if (isDisabled) return children;

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    isHovered.current = true;
    preloadBubble();
    if (isShown) {
      clearTimer();
      return;
    }
    const isWarm = hideShown !== undefined || Date.now() < warmUntil;
    clearTimer();
    if (isWarm) show(true);
    else timer.current = setTimeout(() => show(true), delay);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    isHovered.current = false;
    if (isFocused.current) clearTimer();
    else if (isShown) hideLater();
    else clearTimer();
  };
  const onFocus = (event: FocusEvent) => {
    preloadBubble();
    if (isPointerFocus.current || !isFocusVisible(event.target)) return;
    isFocused.current = true;
    show(false);
  };
  const onBlur = () => {
    isPointerFocus.current = false;
    isFocused.current = false;
    isHovered.current = false;
    hide();
  };
  // A press on the trigger hides it (as React Aria's tooltips do).
  const onPress = () => {
    isFocused.current = false;
    isHovered.current = false;
    hide();
  };
  const onPointerDown = () => {
    isPointerFocus.current = true;
    onPress();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    isPointerFocus.current = false;
    if (event.key === 'Enter' || event.key === ' ') onPress();
  };

  const trigger =
    isShown && isValidElement<{ 'aria-describedby'?: string }>(children)
      ? cloneElement(children, {
          'aria-describedby': [children.props['aria-describedby'], tooltipId].filter(Boolean).join(' '),
        })
      : children;

  return (
    <span
      ref={wrapperRef}
      className={styles.trigger}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {trigger}
      {isRequested && (
        <TooltipBubble
          id={tooltipId}
          isOpen={isShown}
          triggerRef={triggerRef}
          placement={placement}
          onHoverStart={clearTimer}
          onHoverEnd={() => {
            if (!isHovered.current && !isFocused.current) hideLater();
          }}
          onClose={hide}
        >
          {content}
        </TooltipBubble>
      )}
    </span>
  );
}
