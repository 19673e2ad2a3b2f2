import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { lineHeight, media, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space['2'], width: '100%' });

const shimmer = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const shape = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.neutralSoft,
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none' },
      [media.forcedColors]: { border: '1px solid GrayText' },
    },
  },
  variants: {
    kind: {
      // A line of body text: the glyph height, not the line's, with the line's spacing around.
      line: {
        height: '0.75rem',
        marginBlock: `calc((${lineHeight.sm} - 0.75rem) / 2)`,
        borderRadius: radius.sm,
      },
      block: { borderRadius: radius.lg },
      circle: { borderRadius: radius.full, flexShrink: 0 },
    },
  },
});
