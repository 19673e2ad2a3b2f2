import { style } from '@vanilla-extract/css';
import { fontSize, lineHeight, space, vars } from '@karvon/ui';

/** A field's column (label, control, description) with the design system's gaps. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1.5'],
  minWidth: 0,
});

/** The field's description as the design system sets it, so that it wraps the same. */
export const description = style({
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
});
