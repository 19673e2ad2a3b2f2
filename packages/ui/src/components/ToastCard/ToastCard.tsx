import { useState, type FocusEvent, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoCircleIcon,
} from '../../icons/icons.tsx';
import * as styles from './ToastCard.css.ts';

export const toastTones = ['critical', 'positive', 'caution', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

const toneIcons = {
  critical: AlertCircleIcon,
  positive: CheckCircleIcon,
  caution: AlertTriangleIcon,
  info: InfoCircleIcon,
} as const satisfies Record<ToastTone, unknown>;

export interface ToastCardProps {
  /** The message ('Неверный номер телефона или пароль'). */
  children: ReactNode;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** Sets the icon and the colour of the icon and the progress bar. */
  tone: ToastTone;
  /**
   * How long the toast stays (SPEC §9: 5000 ms): the progress bar empties over this time.
   * `Infinity` or `undefined`: a persistent toast (e.g. offline), without a progress bar.
   * The toast library closes the toast; this only draws the countdown.
   */
  durationMs?: number;
  /** Pauses the progress bar, e.g. while the pointer is over the toasts (the library pauses the timer too). */
  isPaused?: boolean;
  /**
   * The bar also stops while the pointer is over this card or focus is inside it (default
   * `true`), so that a message being read or closed does not run out.
   */
  pauseOnInteraction?: boolean;
  /**
   * Called with `true` when the pointer enters or focus comes in, `false` when both have left:
   * the app pauses the toast's timer with it (react-hot-toast: `handlers.startPause` /
   * `endPause`), so the timer and the bar stay together.
   */
  onPauseChange?: (isPaused: boolean) => void;
  /** Accessible name of the × button ('Закрыть'). */
  closeLabel: string;
  /** Called when the × button is pressed (click, Enter or Space). */
  onClose: () => void;
}

/**
 * The look of one notification: tone icon, message, a close button and a progress bar along
 * the bottom. It has no live-region role: the toast library's wrapper (react-hot-toast's
 * ToastBar) is the `status` region that announces it.
 */
export function ToastCard({
  children,
  title,
  tone,
  durationMs,
  isPaused = false,
  pauseOnInteraction = true,
  onPauseChange,
  closeLabel,
  onClose,
}: ToastCardProps) {
  const Icon = toneIcons[tone];
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const interacting = pauseOnInteraction && (isHovered || hasFocus);
  const update = (hovered: boolean, focused: boolean) => {
    const before = isHovered || hasFocus;
    setHovered(hovered);
    setHasFocus(focused);
    if (pauseOnInteraction && before !== (hovered || focused)) onPauseChange?.(hovered || focused);
  };
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) update(isHovered, false);
  };
  const hasProgress = durationMs !== undefined && Number.isFinite(durationMs) && durationMs > 0;
  return (
    <div
      className={styles.toastCard({ tone, paused: isPaused || interacting })}
      onPointerEnter={() => update(true, hasFocus)}
      onPointerLeave={() => update(false, hasFocus)}
      onFocus={() => update(isHovered, true)}
      onBlur={leaveFocus}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        {title !== undefined && title !== null && <div className={styles.title}>{title}</div>}
        <div>{children}</div>
      </div>
      <button type="button" aria-label={closeLabel} onClick={onClose} className={styles.closeButton}>
        <CloseIcon className={styles.closeIcon} />
      </button>
      {hasProgress && (
        <div
          // A new duration starts the countdown again.
          key={durationMs}
          className={styles.progress}
          aria-hidden="true"
          style={assignInlineVars({ [styles.progressDuration]: `${durationMs}ms` })}
        />
      )}
    </div>
  );
}
