import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  size,
  space,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space['3'],
  padding: space['2'],
  paddingInlineStart: space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  backgroundColor: vars.color.surface,
});

export const typeIcon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size.controlMd,
    height: size.controlMd,
    borderRadius: radius.md,
  },
  variants: {
    kind: {
      image: { backgroundColor: vars.color.infoSoft, color: vars.color.infoText },
      table: { backgroundColor: vars.color.positiveSoft, color: vars.color.positiveText },
      document: { backgroundColor: vars.color.criticalSoft, color: vars.color.criticalText },
      other: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralText },
    },
  },
});

export const icon = style({ width: size.iconMd, height: size.iconMd });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1'],
  flex: 1,
  minWidth: 0,
});

export const name = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.text,
});

export const meta = style({
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
});

export const failed = style({ color: vars.color.criticalText, fontWeight: fontWeight.medium });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: space['1'] });

export const track = style({
  height: '0.25rem',
  borderRadius: radius.full,
  backgroundColor: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  borderRadius: radius.full,
  backgroundColor: vars.color.accent,
  transition: `width ${duration.normal} ${easing.standard}`,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: space['1'], flexShrink: 0 });

/** A download link that looks like the ghost IconButton. */
export const downloadLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.controlSm,
  height: size.controlSm,
  borderRadius: radius.md,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const actionIcon = style({ width: size.iconSm, height: size.iconSm });

export const empty = style({
  padding: space['3'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: radius.lg,
});
