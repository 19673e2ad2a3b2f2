import { style } from '@vanilla-extract/css';
import { duration, easing, fontSize, lineHeight, media, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space['1.5'],
});

export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: space['2'],
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/**
 * The native checkbox: invisible, laid exactly over the drawn box, so that it keeps the keyboard, the
 * form value and the screen reader's focus outline in the right place; the box beside it follows its state.
 */
export const input = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '0.125rem',
  width: '1rem',
  height: '1rem',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

// Every state selector weighs the same (four classes), so the later one wins, as listed: hover, checked,
// invalid, focus, disabled; checked and hovered weighs one more.
const hovered = `${checkbox}:hover:where(:not([data-disabled], [data-readonly]))`;
const checked = `${checkbox} > ${input}:checked + &, ${checkbox} > ${input}:indeterminate + &`;
const checkedHovered = `${hovered} > ${input}:checked + &, ${hovered} > ${input}:indeterminate + &`;

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1rem',
  height: '1rem',
  // Centres the 16px box on the first 20px line of the label.
  marginTop: '0.125rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    [`${hovered} > ${input} + &`]: { borderColor: vars.color.textSubtle },
    [checked]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [checkedHovered]: {
      backgroundColor: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    [`${checkbox} > ${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.critical },
    [`${checkbox} > ${input}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkbox} > ${input}:disabled + &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

export const mark = style({ width: '0.75rem', height: '0.75rem', strokeWidth: 3 });

export const description = style({
  // Under the label text, not under the box.
  paddingInlineStart: `calc(1rem + ${space['2']})`,
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
});

export const message = style({ paddingInlineStart: `calc(1rem + ${space['2']})` });
