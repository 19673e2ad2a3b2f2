import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { duration, media, size } from '../../tokens/index.ts';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { width: size.iconSm, height: size.iconSm },
      md: { width: size.iconMd, height: size.iconMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} ${duration.spin} linear infinite`,
  '@media': {
    // Still shows that something is happening, only slower.
    [media.reducedMotion]: { animationDuration: '2400ms' },
  },
});

export const track = style({ opacity: 0.25 });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
