import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { size } from '../../tokens/index.ts';

/** Square on top of Button's look: same tones, same heights, no inline padding. */
export const square = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: size.controlSm, minWidth: size.controlSm },
      md: { width: size.controlMd, minWidth: size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = recipe({
  base: { display: 'block', flexShrink: 0 },
  variants: {
    size: {
      sm: { width: size.iconSm, height: size.iconSm },
      md: { width: size.iconMd, height: size.iconMd },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Wraps the icon so that it takes the icon size whatever svg the app passes. */
export const iconSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

globalStyle(`${iconSlot} > svg`, { width: '100%', height: '100%' });

export type SquareVariants = NonNullable<RecipeVariants<typeof square>>;
