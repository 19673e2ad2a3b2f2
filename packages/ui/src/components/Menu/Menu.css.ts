import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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
  zIndex,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space['2'],
  minHeight: size.controlMd,
  paddingInline: space['2'],
  border: '1px solid transparent',
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    // A native button: hover and press from CSS; pressed-looking while its menu is open.
    '&:hover, &:active, &[aria-expanded="true"]': { backgroundColor: vars.color.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [media.forcedColors]: { border: '1px solid ButtonText' } },
});

export const chevron = style({ width: size.iconSm, height: size.iconSm, color: vars.color.textMuted });

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const popover = style({
  zIndex: zIndex.popover,
  minWidth: '12rem',
  maxWidth: '20rem',
  padding: space['1'],
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${duration.normal} ${easing.enter}` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: space['0.5'] });

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: space['2.5'],
    minHeight: size.controlMd,
    paddingInline: space['3'],
    borderRadius: radius.md,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: vars.color.surfaceHover },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[data-focused]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
      },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      critical: {
        color: vars.color.criticalText,
        selectors: { '&[data-focused]': { backgroundColor: vars.color.criticalSoft } },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const itemIcon = style({ flexShrink: 0, width: size.iconMd, height: size.iconMd });

export const separator = style({
  height: '1px',
  marginBlock: space['1'],
  marginInline: space['1'],
  border: 0,
  backgroundColor: vars.color.border,
});
