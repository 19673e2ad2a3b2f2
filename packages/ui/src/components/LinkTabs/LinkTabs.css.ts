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

/** The row of links: scrolls sideways on a phone rather than wrapping, as the Tabs' list does. */
export const list = style({
  display: 'flex',
  gap: space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const item = style({ display: 'flex', flexShrink: 0 });

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['2'],
  minHeight: size.controlMd,
  paddingInline: space['3'],
  borderRadius: `${radius.md} ${radius.md} 0 0`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  outline: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&:hover:not([aria-current])': { color: vars.color.text, backgroundColor: vars.color.surfaceHover },
    '&[aria-current]': { color: vars.color.accentText, fontWeight: fontWeight.semibold },
    // The current view's underline: drawn, not a border, so that the labels do not move.
    '&[aria-current]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: 0,
      height: '2px',
      backgroundColor: vars.color.accent,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&[aria-current]::after': { backgroundColor: 'Highlight' } },
    },
    print: { display: 'none' },
  },
});

export const count = style({
  color: vars.color.textMuted,
  fontWeight: fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});
