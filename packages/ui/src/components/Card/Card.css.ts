import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: radius.xl,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: {
        padding: space['4'],
        gap: space['4'],
        '@media': { [media.tablet]: { padding: space['5'] } },
      },
      lg: {
        padding: space['6'],
        gap: space['6'],
        '@media': { [media.tablet]: { padding: space['8'] } },
      },
    },
    elevation: {
      flat: { boxShadow: 'none' },
      raised: { boxShadow: vars.shadow.sm },
      floating: { boxShadow: vars.shadow.lg },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1'],
  // A card without padding holds a table edge to edge; its title still keeps the inset of the other cards.
  selectors: { [`${card.classNames.variants.padding.none} > &`]: { padding: space['4'] } },
  '@media': {
    [media.tablet]: {
      selectors: { [`${card.classNames.variants.padding.none} > &`]: { padding: space['5'] } },
    },
  },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
