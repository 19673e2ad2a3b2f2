/**
 * Spacing scale on a 4px grid (values in rem, 1rem = 16px). Keys are multiples of 4px:
 * `'4'` = 16px. Used by sprinkles (`padding`, `gap`, …) and component recipes.
 */
export const space = {
  '0': '0',
  '0.5': '0.125rem',
  '1': '0.25rem',
  '1.5': '0.375rem',
  '2': '0.5rem',
  '2.5': '0.625rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
} as const;

export type Space = keyof typeof space;

/** Fixed sizes (control heights, icon sizes, content widths). */
export const size = {
  controlSm: '2rem',
  controlMd: '2.5rem',
  iconSm: '1rem',
  iconMd: '1.25rem',
  /** Width of the sign-in card and other narrow forms. */
  formNarrow: '25rem',
  content: '80rem',
} as const;

export type Size = keyof typeof size;
