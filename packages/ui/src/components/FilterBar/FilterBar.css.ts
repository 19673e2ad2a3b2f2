import { style } from '@vanilla-extract/css';
import {
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  space,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['3'],
  outline: 'none',
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space['3'] });

export const chipsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space['2'] });

export const tagGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space['2'] });

export const groupLabel = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['1'],
  minHeight: '1.75rem',
  paddingInlineStart: space['3'],
  paddingInlineEnd: space['1'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.medium,
  cursor: 'default',
  '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
});

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: 0,
  borderRadius: radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&:hover, &:active': { backgroundColor: vars.color.accentSoftHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const removeIcon = style({ width: '0.875rem', height: '0.875rem' });

export const clearAll = style({
  minHeight: '1.75rem',
  paddingInline: space['2'],
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.accentText,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
