import { style } from '@vanilla-extract/css';
import { space } from '../../tokens/index.ts';

/** As wide as its place, whichever way it shows: its width decides the way. */
export const root = style({ width: '100%', minWidth: 0 });

/** The fields in place: as many to a row as fit, tops of their controls in one line. */
export const inline = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: space['3'],
  alignItems: 'end',
});

/** The fields in the sheet: one under another. */
export const sheetFields = style({ display: 'flex', flexDirection: 'column', gap: space['4'] });
