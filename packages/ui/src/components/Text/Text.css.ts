import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { fontSize, fontWeight, lineHeight } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xs: { fontSize: fontSize.xs, lineHeight: lineHeight.xs },
      sm: { fontSize: fontSize.sm, lineHeight: lineHeight.sm },
      md: { fontSize: fontSize.md, lineHeight: lineHeight.md },
      lg: { fontSize: fontSize.lg, lineHeight: lineHeight.lg },
    },
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      neutral: { color: vars.color.neutralText },
      accent: { color: vars.color.accentText },
      critical: { color: vars.color.criticalText },
      positive: { color: vars.color.positiveText },
      caution: { color: vars.color.cautionText },
      info: { color: vars.color.infoText },
    },
    weight: {
      regular: { fontWeight: fontWeight.regular },
      medium: { fontWeight: fontWeight.medium },
      semibold: { fontWeight: fontWeight.semibold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { size: 'sm', tone: 'default', weight: 'regular', align: 'start' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
