import { style } from '@vanilla-extract/css';
import { duration, easing, fontSize, lineHeight, media, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  gap: space['4'],
  padding: space['4'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.lg,
  backgroundColor: vars.color.surface,
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
  '@media': { [media.forcedColors]: { border: '1px dashed CanvasText' } },
});

export const preview = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '5rem',
  height: '5rem',
  overflow: 'hidden',
  borderRadius: radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholderIcon = style({ width: size.iconMd, height: size.iconMd });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space['2'],
  minWidth: 0,
});

export const hint = style({
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.textMuted,
});

export const fileName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
});

export const buttons = style({ display: 'flex', alignItems: 'center', gap: space['2'] });
