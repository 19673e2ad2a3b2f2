/** Motion: short and calm. `prefers-reduced-motion` turns transitions off (global styles). */
export const duration = {
  instant: '0ms',
  fast: '100ms',
  normal: '160ms',
  slow: '240ms',
  /** One turn of the pending spinner. */
  spin: '800ms',
} as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  enter: 'cubic-bezier(0, 0, 0.2, 1)',
  exit: 'cubic-bezier(0.4, 0, 1, 1)',
  linear: 'linear',
} as const;

export type Duration = keyof typeof duration;
export type Easing = keyof typeof easing;
