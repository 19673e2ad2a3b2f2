import { style } from '@vanilla-extract/css';

/** The trailing button and spinner sit inside the input's box. */
export const input = style({ paddingInlineEnd: 0 });
