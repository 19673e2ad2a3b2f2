// Raw design tokens: typed constants. Components reach colours and shadows through the theme
// contract (`vars`), and the theme-independent scales (space, radius, type, motion) directly.
export { palette } from './color.ts';
export type { Palette, PaletteHue, PaletteStep } from './color.ts';
export { space, size } from './space.ts';
export type { Space, Size } from './space.ts';
export { radius } from './radius.ts';
export type { Radius } from './radius.ts';
export { fontFamily, fontSize, lineHeight, fontWeight, letterSpacing } from './typography.ts';
export type { FontSize, FontWeight } from './typography.ts';
export { shadow, shadowOnDark } from './shadow.ts';
export type { Shadow } from './shadow.ts';
export { zIndex } from './elevation.ts';
export type { ZIndex } from './elevation.ts';
export { duration, easing } from './motion.ts';
export type { Duration, Easing } from './motion.ts';
export { breakpoints, media } from './breakpoints.ts';
export type { Breakpoint } from './breakpoints.ts';
