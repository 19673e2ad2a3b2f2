/** Viewport breakpoints (min-width, px). Mobile first: styles without a condition are for phones. */
export const breakpoints = {
  tablet: 640,
  desktop: 1024,
  wide: 1440,
} as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** Windows high contrast / forced colours: keep borders and focus visible. */
  forcedColors: '(forced-colors: active)',
} as const;

export type Breakpoint = keyof typeof breakpoints;
