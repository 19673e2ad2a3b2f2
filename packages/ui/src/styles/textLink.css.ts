import { style } from '@vanilla-extract/css';
import { duration, easing, fontWeight, radius } from '../tokens/index.ts';
import { vars } from '../theme/contract.css.ts';

/** An inline text link ('Забыли пароль?'): for the app's router links, which render a plain `<a>`. */
export const textLink = style({
  color: vars.color.accentText,
  fontWeight: fontWeight.medium,
  textDecoration: 'underline',
  textDecorationColor: 'transparent',
  textUnderlineOffset: '0.2em',
  borderRadius: radius.sm,
  transition: `text-decoration-color ${duration.fast} ${easing.standard}`,
  selectors: {
    '&:hover': { textDecorationColor: 'currentColor' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    // Colour alone must not tell a link in forced colours: keep the underline.
    '(forced-colors: active)': { textDecorationColor: 'currentColor' },
  },
});
