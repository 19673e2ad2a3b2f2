// The popover and option list shared by Select and Combobox.
import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  radius,
  size,
  space,
  zIndex,
} from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1 } });

export const popover = style({
  zIndex: zIndex.popover,
  // At least as wide as the field that opened it.
  minWidth: 'var(--trigger-width)',
  maxHeight: '18rem',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${duration.normal} ${easing.enter}` },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
    [media.forcedColors]: { border: '1px solid CanvasText' },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['0.5'],
  padding: space['1'],
  outline: 'none',
});

export const option = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: space['2'],
    minHeight: size.controlSm,
    paddingBlock: space['1.5'],
    paddingInline: space['2'],
    borderRadius: radius.md,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.neutralSoft },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-selected]': { fontWeight: fontWeight.semibold, color: vars.color.accentText },
      '&[data-selected][data-focused]': { backgroundColor: vars.color.accentSoft },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[data-focused]': { outline: '2px solid Highlight' } },
      },
    },
  },
});

export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const optionDescription = style({
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: fontWeight.regular,
  color: vars.color.textMuted,
});

export const checkIcon = style({ flexShrink: 0, width: size.iconSm, height: size.iconSm });

/** 'Нет данных' and 'Загрузка…' inside the open list. */
export const emptyState = style({
  display: 'flex',
  alignItems: 'center',
  gap: space['2'],
  paddingBlock: space['2'],
  paddingInline: space['2'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.textMuted,
});

/** The chevron / spinner at the end of the field. */
export const trailing = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.controlSm,
  height: size.controlSm,
  marginInlineEnd: space['0.5'],
  padding: 0,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&[data-disabled]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

export const trailingIcon = style({ width: size.iconSm, height: size.iconSm });
