import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, media, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space['6'],
  minHeight: '100dvh',
  paddingBlock: space['8'],
  paddingInline: space['4'],
  backgroundColor: vars.color.background,
  // A soft glow of the accent behind the card: calm, and it tells the sign-in page apart.
  backgroundImage: `radial-gradient(56rem 28rem at 50% -8rem, ${vars.color.accentSoftHover}, transparent 70%)`,
  '@media': {
    [media.tablet]: {
      justifyContent: 'center',
      paddingBlock: space['12'],
      paddingInline: space['6'],
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space['2.5'],
  fontSize: fontSize.lg,
  lineHeight: lineHeight.lg,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const main = style({
  width: '100%',
  maxWidth: size.formNarrow,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['6'],
  padding: space['6'],
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.xl,
  boxShadow: vars.shadow.lg,
  '@media': {
    [media.tablet]: { padding: space['8'] },
  },
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1.5'],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space['3'],
  maxWidth: size.formNarrow,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});
