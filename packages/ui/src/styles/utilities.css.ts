import { style } from '@vanilla-extract/css';
import { breakpoints, media } from '../tokens/breakpoints.ts';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Below the tablet breakpoint: a phone. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(hidden);

/** Hidden on a phone's screen (still read by screen readers there), shown from a tablet's width up. */
export const visuallyHiddenOnPhone = style({ '@media': { [phone]: hidden } });

/** Shown on a phone only: a short stand-in for something `visuallyHiddenOnPhone`. */
export const onPhoneOnly = style({ '@media': { [media.tablet]: { display: 'none' } } });
