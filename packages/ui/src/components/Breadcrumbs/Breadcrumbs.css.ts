import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: space['1'], minWidth: 0 });

export const link = style({
  borderRadius: radius.sm,
  color: vars.color.textMuted,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const separator = style({
  flexShrink: 0,
  width: size.iconSm,
  height: size.iconSm,
  color: vars.color.textSubtle,
});

export const current = style({ color: vars.color.text, fontWeight: fontWeight.medium });
