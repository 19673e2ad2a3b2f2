import { style } from '@vanilla-extract/css';
import { duration, easing, fontSize, lineHeight, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const unit = style({
  flexShrink: 0,
  paddingInlineEnd: space['2'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const steppers = style({
  display: 'flex',
  alignSelf: 'stretch',
  alignItems: 'center',
  gap: space['0.5'],
  paddingInline: space['0.5'],
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.controlSm,
  height: size.controlSm,
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
    '&[data-hovered]': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.neutralSoftHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

export const stepperIcon = style({ width: size.iconSm, height: size.iconSm });
