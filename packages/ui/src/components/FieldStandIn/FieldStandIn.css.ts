import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The calendar button of a period: focus shows as the picker's does (React Aria marks it with data-focus-visible). */
export const iconButton = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** A select's box: focus shows as the select's does (React Aria marks it there with data-focus-visible). */
export const selectButton = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
