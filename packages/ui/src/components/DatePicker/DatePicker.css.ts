import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { fontSize, fontWeight, lineHeight, media, radius, size, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingBlock: space['2'],
  paddingInline: space['3'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    // 'pre': a separator's space (', ' before the time) is not trimmed away in the flex row.
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: 0, whiteSpace: 'pre' },
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '&[data-disabled]': { color: vars.color.textDisabled },
    '&:focus, &[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
  },
  '@media': {
    [media.forcedColors]: {
      selectors: { '&:focus': { backgroundColor: 'Highlight', color: 'HighlightText' } },
    },
  },
});

export const rangeDash = style({ paddingInline: space['1.5'], color: vars.color.textMuted });

export const calendarPopover = style({
  padding: space['3'],
  maxHeight: 'none',
  overflow: 'visible',
});

export const dialog = style({ outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space['2'],
  marginBottom: space['2'],
});

export const calendarTitle = style({
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.controlSm,
  height: size.controlSm,
  padding: 0,
  border: 0,
  borderRadius: radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutralSoft, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

export const navIcon = style({ width: size.iconSm, height: size.iconSm });

export const grid = style({ borderCollapse: 'collapse', borderSpacing: 0 });

export const weekday = style({
  width: size.controlSm,
  paddingBottom: space['1'],
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size.controlSm,
    height: size.controlSm,
    borderRadius: radius.md,
    fontSize: fontSize.sm,
    lineHeight: lineHeight.sm,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { backgroundColor: vars.color.neutralSoft },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-today]': { fontWeight: fontWeight.bold, color: vars.color.accentText },
      '&[data-selected]': { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      '&[data-selected][data-hovered]': { backgroundColor: vars.color.accentHover },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.textDisabled,
        cursor: 'not-allowed',
        textDecoration: 'line-through',
        backgroundColor: 'transparent',
      },
      '&[data-invalid][data-selected]': {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
      },
    },
    '@media': {
      [media.forcedColors]: {
        selectors: { '&[data-selected]': { backgroundColor: 'Highlight', color: 'HighlightText' } },
      },
    },
  },
  variants: {
    range: {
      true: {
        selectors: {
          // Inside a range: a soft band; its two ends stay solid.
          '&[data-selected]': {
            backgroundColor: vars.color.accentSoft,
            color: vars.color.text,
            borderRadius: 0,
          },
          '&[data-selected][data-hovered]': { backgroundColor: vars.color.accentSoftHover },
          '&[data-selection-start], &[data-selection-end]': {
            backgroundColor: vars.color.accent,
            color: vars.color.onAccent,
          },
          '&[data-selection-start][data-hovered], &[data-selection-end][data-hovered]': {
            backgroundColor: vars.color.accentHover,
          },
          '&[data-selection-start]': { borderStartStartRadius: radius.md, borderEndStartRadius: radius.md },
          '&[data-selection-end]': { borderStartEndRadius: radius.md, borderEndEndRadius: radius.md },
        },
      },
      false: {},
    },
  },
  defaultVariants: { range: false },
});
