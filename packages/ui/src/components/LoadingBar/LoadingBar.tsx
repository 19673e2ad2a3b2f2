import { useEffect, useState } from 'react';
import { useUiLocale } from '../../i18n/locale.tsx';
import { clampPercent, percentText } from '../../internal/percent.ts';
import { loadingLabels } from '../LocalizedLabels/loadingLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import * as styles from './LoadingBar.css.ts';

export const loadingBarPlacements = ['viewport', 'container'] as const;
export type LoadingBarPlacement = (typeof loadingBarPlacements)[number];

export interface LoadingBarProps {
  /** Shows the bar; nothing is rendered otherwise. */
  isLoading: boolean;
  /** Progress in percent (0–100) when known; without it the bar is indeterminate. */
  value?: number;
  /** `viewport` (default): fixed at the top of the page; `container`: the top of the nearest positioned box. */
  placement?: LoadingBarPlacement;
  /** Accessible name; default 'Загрузка…' in the ui language. */
  label?: string;
  /** Shows the bar only when loading lasts this long (ms), so quick requests do not flash it. Default 0. */
  delayMs?: number;
}

/** Whether `isLoading` has been true for `delayMs` without a break. */
function useDelayed(isLoading: boolean, delayMs: number) {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!isLoading || delayMs <= 0) return undefined;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [isLoading, delayMs]);
  return isLoading && (delayMs <= 0 || elapsed);
}

/**
 * The 3 px bar at the top of the viewport (SPEC §9) for navigation and requests: a native
 * `div role="progressbar"` named by `label`, indeterminate (no `aria-valuenow`) unless `value` is
 * given. With reduced motion the indeterminate bar stands still.
 */
export function LoadingBar({
  isLoading,
  value,
  placement = 'viewport',
  label,
  delayMs = 0,
}: LoadingBarProps) {
  const labels = useLocalizedLabels(loadingLabels);
  const locale = useUiLocale();
  const isShown = useDelayed(isLoading, delayMs);
  if (!isShown) return null;
  const isIndeterminate = value === undefined;
  const percentage = isIndeterminate ? 0 : clampPercent(value);
  return (
    <div
      role="progressbar"
      aria-label={label ?? labels.loading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={isIndeterminate ? undefined : percentage}
      aria-valuetext={isIndeterminate ? undefined : percentText(percentage, locale)}
      className={styles.track({ placement })}
    >
      <div
        className={isIndeterminate ? `${styles.fill} ${styles.indeterminate}` : styles.fill}
        style={isIndeterminate ? undefined : { width: `${percentage}%` }}
      />
    </div>
  );
}
