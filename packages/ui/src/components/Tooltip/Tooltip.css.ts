import { keyframes, style } from '@vanilla-extract/css';
import { duration, easing, fontSize, lineHeight, media, radius, space, zIndex } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Inverted colours: body text colour as the fill, the surface as the text (AA in both themes). */
export const tooltip = style({
  zIndex: zIndex.tooltip,
  maxWidth: '16rem',
  paddingBlock: space['1.5'],
  paddingInline: space['2.5'],
  borderRadius: radius.md,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-entering]': { animation: `${appear} ${duration.fast} ${easing.enter}` },
    '&[data-exiting]': { animation: `${appear} ${duration.fast} ${easing.exit} reverse` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});

/** Wraps the trigger to see its pointer and focus events without a box of its own (layout stays the trigger's). */
export const trigger = style({ display: 'contents' });
