import { style } from '@vanilla-extract/css';
import { space } from '@karvon/ui';

/** Car, driver and ids side by side, tops aligned: a hint under one field does not push the others. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: space['3'],
  alignItems: 'start',
});
