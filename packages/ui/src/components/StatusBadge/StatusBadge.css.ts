import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

const tone = (name: 'neutral' | 'accent' | 'critical' | 'positive' | 'caution' | 'info') => ({
  backgroundColor: vars.color[`${name}Soft`],
  color: vars.color[`${name}Text`],
});

export const badge = recipe({
  base: {
    // A block of inline text, not a flex box: a label cut by a narrow column then ends in '…'.
    display: 'inline-block',
    maxWidth: '100%',
    borderRadius: radius.full,
    fontWeight: fontWeight.medium,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    // The dot: a shape cue besides the colour, in the tone's text colour.
    '::before': {
      content: '""',
      display: 'inline-block',
      verticalAlign: 'middle',
      marginInlineEnd: space['1.5'],
      width: '0.375rem',
      height: '0.375rem',
      borderRadius: radius.full,
      backgroundColor: 'currentColor',
    },
    '@media': {
      [media.forcedColors]: { border: '1px solid CanvasText' },
      print: { border: '0.5pt solid black', color: 'black', backgroundColor: 'white' },
    },
  },
  variants: {
    tone: {
      neutral: tone('neutral'),
      accent: tone('accent'),
      critical: tone('critical'),
      positive: tone('positive'),
      caution: tone('caution'),
      info: tone('info'),
    },
    size: {
      sm: {
        paddingBlock: space['0.5'],
        paddingInline: space['2'],
        fontSize: fontSize.xs,
        lineHeight: lineHeight.xs,
      },
      md: {
        paddingBlock: space['1'],
        paddingInline: space['2.5'],
        fontSize: fontSize.sm,
        lineHeight: lineHeight.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type StatusBadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
