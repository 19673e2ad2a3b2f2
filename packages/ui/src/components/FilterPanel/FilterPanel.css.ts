import { style } from '@vanilla-extract/css';
import { space } from '../../tokens/index.ts';

/** As wide as its place, whichever way it shows: its width decides the way. */
export const root = style({ width: '100%', minWidth: 0 });

/** The fields in the sheet: one under another. */
export const sheetFields = style({ display: 'flex', flexDirection: 'column', gap: space['4'] });
