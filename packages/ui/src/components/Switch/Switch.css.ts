import { style } from '@vanilla-extract/css';
import { duration, easing, fontSize, lineHeight, media, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1'],
});

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['2'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${duration.fast} ${easing.standard}`,
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { backgroundColor: vars.color.textSubtle },
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.accent },
    [`${switchRoot}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.accentHover },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.border },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '0.125rem',
  insetInlineStart: '0.125rem',
  width: '1rem',
  height: '1rem',
  borderRadius: radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${duration.normal} ${easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)' },
    [`[dir="rtl"] ${switchRoot}[data-selected] &`]: { transform: 'translateX(-1rem)' },
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.surfaceSunken, boxShadow: 'none' },
  },
  '@media': {
    [media.forcedColors]: { backgroundColor: 'ButtonText' },
  },
});

export const description = style({
  paddingInlineStart: `calc(2.25rem + ${space['2']})`,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
});
