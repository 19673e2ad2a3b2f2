import { style } from '@vanilla-extract/css';
import { lineHeight, space } from '@karvon/ui';

/** A field's column (label, control, description) with the design system's gaps. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1.5'],
  minWidth: 0,
});

/** The room of a field's one-line description. */
export const description = style({ height: lineHeight.xs });
