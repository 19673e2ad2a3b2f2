import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { duration, easing, media, zIndex } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

/** SPEC §9: the loading bar is 3 px high. */
export const loadingBarHeight = '3px';

export const track = recipe({
  base: {
    insetInline: 0,
    top: 0,
    height: loadingBarHeight,
    overflow: 'hidden',
    zIndex: zIndex.loadingBar,
    pointerEvents: 'none',
  },
  variants: {
    placement: {
      viewport: { position: 'fixed' },
      container: { position: 'absolute' },
    },
  },
  defaultVariants: { placement: 'viewport' },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(350%)' },
});

export const fill = style({
  height: '100%',
  backgroundColor: vars.color.accent,
  transformOrigin: 'left',
  transition: `width ${duration.slow} ${easing.standard}`,
  '@media': {
    [media.forcedColors]: { forcedColorAdjust: 'none', backgroundColor: 'Highlight' },
  },
});

/** A segment that runs across; with reduced motion, a still bar at half strength instead. */
export const indeterminate = style({
  width: '30%',
  animation: `${slide} 1.2s ${easing.standard} infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none', width: '100%', opacity: 0.5 },
  },
});
