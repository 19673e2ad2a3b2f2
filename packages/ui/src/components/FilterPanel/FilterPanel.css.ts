import { style } from '@vanilla-extract/css';
import { space } from '../../tokens/index.ts';

/** As wide as its place, whichever way it shows: its width decides the way. */
export const root = style({ width: '100%', minWidth: 0 });

/** The width below which the fields fold, by default (a phone). */
export const defaultFoldBelow = 560;

/** Drawn ahead of time, with no width known: the panel is a container, and its width picks one of the two ways. */
export const sizedByCss = style({ containerType: 'inline-size' });
export const foldedWay = style({
  '@container': { [`(min-width: ${defaultFoldBelow}px)`]: { display: 'none' } },
});
export const inPlaceWay = style({
  '@container': { [`(max-width: ${defaultFoldBelow - 0.02}px)`]: { display: 'none' } },
});

/** The fields in place: as many to a row as fit, tops of their controls in one line. */
export const inline = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: space['3'],
  alignItems: 'end',
});

/** The fields in the sheet: one under another. */
export const sheetFields = style({ display: 'flex', flexDirection: 'column', gap: space['4'] });
