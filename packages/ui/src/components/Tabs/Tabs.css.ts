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

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: space['4'], minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: space['1'],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.controlMd,
  paddingInline: space['3'],
  borderRadius: `${radius.md} ${radius.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&[data-hovered]:not([data-selected]):not([data-disabled])': {
      color: vars.color.text,
      backgroundColor: vars.color.surfaceHover,
    },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: fontWeight.semibold },
    // The selected tab's underline: drawn, not a border, so that the labels do not move.
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: '-1px',
      height: '2px',
      backgroundColor: vars.color.accent,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[data-selected]::after': { backgroundColor: 'Highlight' } },
    },
  },
});

export const panel = style({
  minWidth: 0,
  borderRadius: radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
