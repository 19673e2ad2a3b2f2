import { globalStyle, style } from '@vanilla-extract/css';
import { fontFamily, fontSize, fontWeight, lineHeight, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: space['4'],
  minWidth: 0,
});

export const picture = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexDirection: 'column',
  gap: space['1'],
  width: '7.5rem',
  height: '7.5rem',
  overflow: 'hidden',
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const placeholderIcon = style({ width: size.iconMd, height: size.iconMd });

export const body = style({
  flex: '1 1 16rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space['3'],
});

export const name = style({
  margin: 0,
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  fontWeight: fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space['2'] });

export const price = style({
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: `${space['2']} ${space['4']}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: space['0.5'], minWidth: 0 });
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: fontSize.xs, lineHeight: lineHeight.xs });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** Codes are read digit by digit against a label or a scanner's screen. */
export const code = style({ fontFamily: fontFamily.mono, fontSize: fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space['2'] });
