/**
 * Shadows. Light surfaces get soft, low shadows tinted with the neutral hue; a dark theme
 * uses `shadowOnDark` (shadows barely read on dark, so borders do more of the work there).
 */
export const shadow = {
  none: 'none',
  xs: '0 1px 2px 0 rgb(16 19 26 / 0.05)',
  sm: '0 1px 3px 0 rgb(16 19 26 / 0.08), 0 1px 2px -1px rgb(16 19 26 / 0.06)',
  md: '0 4px 8px -2px rgb(16 19 26 / 0.08), 0 2px 4px -2px rgb(16 19 26 / 0.05)',
  lg: '0 12px 24px -6px rgb(16 19 26 / 0.12), 0 4px 8px -4px rgb(16 19 26 / 0.06)',
  xl: '0 24px 48px -12px rgb(16 19 26 / 0.2)',
} as const;

export const shadowOnDark = {
  none: 'none',
  xs: '0 1px 2px 0 rgb(0 0 0 / 0.4)',
  sm: '0 1px 3px 0 rgb(0 0 0 / 0.5)',
  md: '0 4px 8px -2px rgb(0 0 0 / 0.5)',
  lg: '0 12px 24px -6px rgb(0 0 0 / 0.6)',
  xl: '0 24px 48px -12px rgb(0 0 0 / 0.7)',
} as const satisfies Record<keyof typeof shadow, string>;

export type Shadow = keyof typeof shadow;
