import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import {
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  space,
  zIndex,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space['4'],
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${duration.normal} ${easing.enter}` },
    '&[data-exiting]': { animation: `${fadeIn} ${duration.fast} ${easing.exit} reverse` },
  },
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.xl,
    boxShadow: vars.shadow.xl,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${duration.slow} ${easing.enter}` },
    },
    '@media': {
      [media.reducedMotion]: { animation: 'none !important' },
      [media.forcedColors]: { border: '1px solid CanvasText' },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '25rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space['3'],
  padding: `${space['5']} ${space['5']} 0`,
});

export const title = style({
  margin: 0,
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
  fontWeight: fontWeight.semibold,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  margin: `calc(-1 * ${space['1']})`,
  padding: 0,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const closeIcon = style({ width: '1.125rem', height: '1.125rem' });

export const body = style({
  padding: `${space['3']} ${space['5']} ${space['5']}`,
  overflowY: 'auto',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: space['2'],
  padding: `${space['3']} ${space['5']}`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  borderBottomLeftRadius: radius.xl,
  borderBottomRightRadius: radius.xl,
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
