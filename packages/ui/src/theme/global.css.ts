// Global styles: imported once by the app (`import '@karvon/ui/global-styles'`) and by Storybook.
// The theme class (e.g. `lightTheme`) goes on <html> so that these rules see the theme's values.
import { globalStyle } from '@vanilla-extract/css';
import { duration, fontFamily, fontSize, lineHeight, media } from '../tokens/index.ts';
import { vars } from './contract.css.ts';
import { definePrintStyles } from './print.ts';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  colorScheme: vars.colorScheme,
  fontFamily: fontFamily.body,
  fontSize: '100%',
  lineHeight: lineHeight.sm,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  // Cyrillic and Uzbek Latin read better with proper ligatures/kerning and without synthetic bold.
  fontKerning: 'normal',
  fontSynthesis: 'none',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', {
  margin: 0,
});

globalStyle('img, svg, video, canvas', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('::selection', {
  backgroundColor: vars.color.selection,
  color: vars.color.text,
});

// A visible focus ring for anything that has no styled one of its own.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      transitionDuration: `${duration.instant} !important`,
    },
  },
});

// A4 pages, app chrome left off paper, black-on-white tables.
definePrintStyles();
