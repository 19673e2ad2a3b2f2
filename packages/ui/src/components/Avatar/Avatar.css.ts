import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fontSize, fontWeight, media, radius } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

const background = createVar();
const foreground = createVar();

const tone = (soft: string, text: string) => ({ vars: { [background]: soft, [foreground]: text } });

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: radius.full,
    backgroundColor: background,
    color: foreground,
    fontWeight: fontWeight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    '@media': { [media.forcedColors]: { border: '1px solid CanvasText' } },
  },
  variants: {
    size: {
      sm: { width: '1.5rem', height: '1.5rem', fontSize: '0.625rem' },
      md: { width: '2rem', height: '2rem', fontSize: fontSize.xs },
      lg: { width: '2.5rem', height: '2.5rem', fontSize: fontSize.sm },
      xl: { width: '4rem', height: '4rem', fontSize: fontSize.xl },
    },
    tone: {
      accent: tone(vars.color.accentSoft, vars.color.accentText),
      info: tone(vars.color.infoSoft, vars.color.infoText),
      positive: tone(vars.color.positiveSoft, vars.color.positiveText),
      caution: tone(vars.color.cautionSoft, vars.color.cautionText),
      critical: tone(vars.color.criticalSoft, vars.color.criticalText),
      neutral: tone(vars.color.neutralSoft, vars.color.neutralText),
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
