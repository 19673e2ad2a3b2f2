import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
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

const hovered = '&:hover:not([data-disabled]):not([data-pending])';
const pressed = '&:active:not([data-disabled]):not([data-pending])';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space['2'],
    margin: 0,
    border: '1px solid transparent',
    borderRadius: radius.md,
    fontFamily: 'inherit',
    fontWeight: fontWeight.semibold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    outline: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      [pressed]: { transform: 'translateY(0.5px)' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textDisabled,
        boxShadow: 'none',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      [media.forcedColors]: { border: '1px solid ButtonText' },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.xs,
        selectors: {
          [hovered]: { backgroundColor: vars.color.accentHover },
          [pressed]: { backgroundColor: vars.color.accentHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        boxShadow: vars.shadow.xs,
        selectors: {
          [hovered]: { backgroundColor: vars.color.surfaceHover },
          [pressed]: { backgroundColor: vars.color.neutralSoft },
        },
      },
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
        boxShadow: vars.shadow.xs,
        selectors: {
          [hovered]: { backgroundColor: vars.color.criticalHover },
          [pressed]: { backgroundColor: vars.color.criticalHover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          [hovered]: { backgroundColor: vars.color.neutralSoft },
          [pressed]: { backgroundColor: vars.color.neutralSoftHover },
          '&[data-disabled]': { backgroundColor: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      sm: {
        minHeight: size.controlSm,
        paddingInline: space['3'],
        fontSize: fontSize.sm,
        lineHeight: lineHeight.sm,
      },
      md: {
        minHeight: size.controlMd,
        paddingInline: space['4'],
        fontSize: fontSize.sm,
        lineHeight: lineHeight.sm,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', size: 'md', fullWidth: false },
});

/** The label keeps its place (and the button its width) while the spinner shows. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['2'],
  transition: `opacity ${duration.fast} ${easing.standard}`,
  selectors: {
    '[data-pending] > &': { opacity: 0 },
  },
});

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
