import { style } from '@vanilla-extract/css';
import {
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  size,
  space,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space['3'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: space['4'],
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: size.controlSm,
  height: size.controlSm,
  paddingInline: space['2'],
  border: '1px solid transparent',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&:hover:not(:disabled):not([aria-current])': { backgroundColor: vars.color.neutralSoft },
    '&:active:not(:disabled):not([aria-current])': { backgroundColor: vars.color.neutralSoftHover },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: fontWeight.semibold,
      cursor: 'default',
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[aria-current="page"]': { border: '2px solid Highlight' } },
    },
  },
});

export const icon = style({ width: size.iconSm, height: size.iconSm });

export const gap = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: size.controlSm,
  color: vars.color.textMuted,
});

export const perPage = style({ display: 'inline-flex', alignItems: 'center', gap: space['2'] });

export const select = style({
  height: size.controlSm,
  paddingInline: space['2'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    // Like the design system's fields (TextField's control).
    '&:hover': { borderColor: vars.color.textSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid FieldText' },
  },
});
