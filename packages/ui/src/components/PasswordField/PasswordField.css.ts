import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, easing, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const toggle = recipe({
  base: {
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
      '&:hover:not(:disabled)': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
      '&:active:not(:disabled)': { backgroundColor: vars.color.neutralSoftHover },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': {
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
        backgroundColor: 'transparent',
      },
    },
  },
});

export const icon = style({ width: size.iconMd, height: size.iconMd });
