/**
 * Typography. The body stack is the platform's UI font: every font in it has Cyrillic and
 * Latin Extended (Uzbek oʻ, gʻ), costs no download and causes no layout shift.
 */
export const fontFamily = {
  body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
  mono: 'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", Menlo, "DejaVu Sans Mono", "Liberation Mono", monospace',
} as const;

/** Font sizes in rem; the back-office body text is 14px (`sm`). */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  '2xl': '1.75rem',
} as const;

export const lineHeight = {
  xs: '1rem',
  sm: '1.25rem',
  md: '1.5rem',
  lg: '1.75rem',
  xl: '1.875rem',
  '2xl': '2.25rem',
} as const satisfies Record<keyof typeof fontSize, string>;

export const fontWeight = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
} as const;

export const letterSpacing = {
  tight: '-0.015em',
  normal: '0',
} as const;

export type FontSize = keyof typeof fontSize;
export type FontWeight = keyof typeof fontWeight;
