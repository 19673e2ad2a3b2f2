import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space['3'],
  paddingBlock: space['10'],
  paddingInline: space['4'],
  textAlign: 'center',
});

export const iconWell = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.full,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.textMuted,
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

export const title = style({
  fontSize: fontSize.md,
  lineHeight: lineHeight.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({ maxWidth: '28rem', color: vars.color.textMuted });

export const action = style({ marginTop: space['1'] });
