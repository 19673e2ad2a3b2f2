import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { fontSize, fontWeight, letterSpacing, lineHeight } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    color: vars.color.text,
    fontWeight: fontWeight.semibold,
    textWrap: 'balance',
  },
  variants: {
    size: {
      sm: { fontSize: fontSize.sm, lineHeight: lineHeight.sm },
      md: { fontSize: fontSize.md, lineHeight: lineHeight.md },
      lg: { fontSize: fontSize.lg, lineHeight: lineHeight.lg, letterSpacing: letterSpacing.tight },
      xl: { fontSize: fontSize.xl, lineHeight: lineHeight.xl, letterSpacing: letterSpacing.tight },
      '2xl': { fontSize: fontSize['2xl'], lineHeight: lineHeight['2xl'], letterSpacing: letterSpacing.tight },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'lg', align: 'start' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
