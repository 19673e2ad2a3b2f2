import { style } from '@vanilla-extract/css';
import { fontSize, lineHeight, media, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

/** The trigger looks like the text input's box and is the whole control. */
export const trigger = style({
  width: '100%',
  margin: 0,
  padding: 0,
  paddingInlineStart: space['3'],
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
  '@media': {
    [media.forcedColors]: { border: '1px solid ButtonText' },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
  color: vars.color.text,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textSubtle },
    '[data-disabled] &': { color: vars.color.textDisabled },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginInline: space['2.5'],
  color: vars.color.textMuted,
});
