import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const logoMark = recipe({
  base: { flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '1.5rem', height: '1.5rem' },
      md: { width: '2rem', height: '2rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const tile = style({ fill: vars.color.accent });

const strokeBase = {
  fill: 'none',
  stroke: vars.color.onAccent,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const stroke = style(strokeBase);
export const strokeSoft = style({ ...strokeBase, opacity: 0.6 });
