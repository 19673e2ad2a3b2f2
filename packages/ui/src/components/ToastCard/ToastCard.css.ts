import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
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

/** Icon colour of the tone (AA on the surface). */
const toneText = createVar();
/** Fill of the progress bar. */
const toneFill = createVar();
/** How long the progress bar takes to empty: set inline from `durationMs`. */
export const progressDuration = createVar();
const progressPlayState = createVar();

const shrink = keyframes({
  from: { transform: 'scaleX(1)' },
  to: { transform: 'scaleX(0)' },
});

const toneVars = (text: string, fill: string) => ({ vars: { [toneText]: text, [toneFill]: fill } });

export const toastCard = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: space['3'],
    width: '22.5rem',
    maxWidth: '100%',
    paddingBlock: space['3'],
    paddingInlineStart: space['4'],
    paddingInlineEnd: space['2'],
    overflow: 'hidden',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.lg,
    boxShadow: vars.shadow.lg,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    overflowWrap: 'anywhere',
    vars: { [progressPlayState]: 'running' },
  },
  variants: {
    tone: {
      critical: toneVars(vars.color.criticalText, vars.color.critical),
      positive: toneVars(vars.color.positiveText, vars.color.positive),
      caution: toneVars(vars.color.cautionText, vars.color.caution),
      info: toneVars(vars.color.infoText, vars.color.info),
    },
    paused: {
      true: { vars: { [progressPlayState]: 'paused' } },
      false: {},
    },
  },
  defaultVariants: { tone: 'info', paused: false },
});

export const icon = style({
  flexShrink: 0,
  width: size.iconMd,
  height: size.iconMd,
  color: toneText,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['0.5'],
  minWidth: 0,
});

export const title = style({
  fontWeight: fontWeight.semibold,
});

/** Same size as PasswordField's toggle; pulled up so that the × lines up with the first line of text. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.controlSm,
  height: size.controlSm,
  marginBlock: `calc((${lineHeight.sm} - ${size.controlSm}) / 2)`,
  padding: 0,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&:active': { backgroundColor: vars.color.neutralSoftHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const closeIcon = style({ width: size.iconSm, height: size.iconSm });

/** A thin bar along the bottom edge that empties linearly while the toast is shown. */
export const progress = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '3px',
  backgroundColor: toneFill,
  transformOrigin: 'left',
  animationName: shrink,
  animationDuration: fallbackVar(progressDuration, '5000ms'),
  animationTimingFunction: easing.linear,
  animationFillMode: 'forwards',
  animationPlayState: progressPlayState,
  selectors: {
    '[dir="rtl"] &': { transformOrigin: 'right' },
  },
  '@media': {
    // No countdown in motion: the toast still closes on time (the toast library keeps the time).
    [media.reducedMotion]: { animation: 'none', display: 'none' },
    [media.forcedColors]: { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

export type ToastCardVariants = NonNullable<RecipeVariants<typeof toastCard>>;
