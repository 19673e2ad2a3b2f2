import { style } from '@vanilla-extract/css';

export const picture = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '70vh',
  margin: '0 auto',
  objectFit: 'contain',
});

export const thumbnail = style({
  display: 'block',
  width: '2rem',
  height: '2rem',
  objectFit: 'cover',
  borderRadius: '0.25rem',
});
