import { style } from '@vanilla-extract/css';

export const code = style({
  display: 'block',
  flexShrink: 0,
  // Black on white in every theme and on paper: a scanner needs the contrast.
  backgroundColor: '#fff',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
