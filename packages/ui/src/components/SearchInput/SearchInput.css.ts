import { style } from '@vanilla-extract/css';
import { duration, easing, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const searchIcon = style({
  flexShrink: 0,
  width: size.iconSm,
  height: size.iconSm,
  marginInlineStart: space['3'],
  color: vars.color.textMuted,
});

export const input = style({
  paddingInlineStart: space['2'],
  selectors: {
    // The clear button is ours; hide the browser's own.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.controlSm,
  height: size.controlSm,
  marginInlineEnd: space['0.5'],
  padding: 0,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&:active': { backgroundColor: vars.color.neutralSoftHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const clearIcon = style({ width: size.iconSm, height: size.iconSm });
