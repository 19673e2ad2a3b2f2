import { style } from '@vanilla-extract/css';
import { space } from '@karvon/ui';

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `${space['4']} ${space['6']}`,
});

export const links = style({
  listStyle: 'none',
  margin: `${space['2']} 0 0`,
  padding: 0,
  display: 'grid',
  gap: space['1.5'],
});
