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

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1.5'],
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  gap: space['1'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
  selectors: {
    [`${field}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

export const requiredMark = style({
  color: vars.color.criticalText,
});

/** The box that looks like the input: holds the input and, for PasswordField, the toggle. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: size.controlMd,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: radius.md,
    boxShadow: vars.shadow.xs,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: duration.fast,
    transitionTimingFunction: easing.standard,
    selectors: {
      '&:hover': { borderColor: vars.color.textSubtle },
      // An open select (its trigger is pressed while open) keeps the look of focus: the page behind its list is
      // made inert, which takes the focus off the trigger, and a transition then would hold React Aria's moving
      // the focus onto the options for a screen reader until it ends, by when the focus is lost to the body.
      '&:focus-within, &[data-pressed]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 3px ${vars.color.accentSoftHover}`,
      },
    },
    '@media': {
      [media.forcedColors]: { border: '1px solid FieldText' },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.critical,
        selectors: {
          '&:hover': { borderColor: vars.color.criticalHover },
          '&:focus-within, &[data-pressed]': {
            borderColor: vars.color.critical,
            boxShadow: `0 0 0 3px ${vars.color.criticalSoftHover}`,
          },
        },
      },
      false: {},
    },
    disabled: {
      true: {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        boxShadow: 'none',
        cursor: 'not-allowed',
        selectors: { '&:hover': { borderColor: vars.color.border } },
      },
      false: {},
    },
  },
  defaultVariants: { invalid: false, disabled: false },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: space['2'],
  paddingInline: space['3'],
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  // 16px on phones so that iOS does not zoom into the field; 14px from tablets up.
  fontSize: fontSize.md,
  lineHeight: lineHeight.sm,
  outline: 'none',
  '@media': {
    [media.tablet]: { fontSize: fontSize.sm },
  },
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-disabled]::placeholder': { color: vars.color.textDisabled },
  },
});

export const description = style({
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
});

/** The count of characters near `maxLength`; at the limit it reads as the field's text does, not muted. */
export const count = style([
  description,
  {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    selectors: { '&[data-full]': { color: vars.color.text } },
  },
]);

/** Live region around the error: always in the DOM so that a new message is announced. */
export const errorRegion = style({
  selectors: {
    // Empty: cancel the field's gap so that it takes no room.
    '&:empty': { marginTop: `calc(-1 * ${space['1.5']})` },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space['1'],
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: fontWeight.medium,
  color: vars.color.criticalText,
});

export const errorIcon = style({
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
  marginTop: '0.0625rem',
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;
