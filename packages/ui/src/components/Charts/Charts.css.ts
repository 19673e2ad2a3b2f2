import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space, zIndex } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['3'],
  margin: 0,
  minWidth: 0,
});

export const caption = style({
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const plot = style({
  position: 'relative',
  width: '100%',
  borderRadius: radius.md,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: space['1.5'] });

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: radius.sm,
});

export const tooltip = style({
  zIndex: zIndex.tooltip,
  minWidth: '9rem',
  padding: `${space['2']} ${space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  pointerEvents: 'none',
});

export const tooltipTitle = style({ marginBottom: space['1'], fontWeight: fontWeight.semibold });

export const tooltipRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: space['2'],
});

export const tooltipValue = style({ fontWeight: fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
