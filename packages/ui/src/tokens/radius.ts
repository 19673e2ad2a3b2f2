/** Corner radii. Controls use `md`, cards `lg`/`xl`, pills and avatars `full`. */
export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.5rem',
  xl: '0.75rem',
  full: '9999px',
} as const;

export type Radius = keyof typeof radius;
