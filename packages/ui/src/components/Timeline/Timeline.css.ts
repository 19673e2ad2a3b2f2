import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

const dotColor = createVar();

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A dot on a vertical line; the line runs to the next item's dot. */
export const item = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '1rem minmax(0, 1fr)',
    columnGap: space['3'],
    paddingBottom: space['5'],
    selectors: {
      '&:last-child': { paddingBottom: 0 },
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        insetInlineStart: 'calc(0.5rem - 1px)',
        top: '1.25rem',
        bottom: 0,
        width: '2px',
        backgroundColor: vars.color.border,
      },
    },
  },
  variants: {
    kind: {
      step: { vars: { [dotColor]: vars.color.accent } },
      time: { vars: { [dotColor]: vars.color.caution } },
    },
  },
});

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  marginTop: '0.25rem',
  marginInline: 'auto',
  borderRadius: radius.full,
  backgroundColor: dotColor,
  boxShadow: `0 0 0 3px ${vars.color.surface}`,
  '@media': { [media.forcedColors]: { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: space['1'], minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space['2'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const actor = style({ fontWeight: fontWeight.semibold, color: vars.color.text });

export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const change = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space['1.5'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
});

export const oldValue = style({ color: vars.color.textMuted });

export const newValue = style({ fontWeight: fontWeight.medium });

export const arrow = style({ color: vars.color.textMuted });

export const minutes = recipe({
  base: {
    paddingInline: space['1.5'],
    borderRadius: radius.sm,
    fontSize: fontSize.xs,
    lineHeight: lineHeight.xs,
    fontWeight: fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    sign: {
      later: { backgroundColor: vars.color.cautionSoft, color: vars.color.cautionText },
      earlier: { backgroundColor: vars.color.positiveSoft, color: vars.color.positiveText },
    },
  },
});

export const comment = style({
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});
