import { globalStyle, style } from '@vanilla-extract/css';
import { fontFamily, fontSize, fontWeight, lineHeight, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space['3'],
  minWidth: 0,
});

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: space['3'], alignItems: 'flex-start' });

export const field = style({ flex: '1 1 16rem', minWidth: 0 });

/** The button sits level with the input, under the label. */
export const button = style({ paddingTop: `calc(${lineHeight.sm} + ${space['1.5']})` });

// Positioned, so that the visually hidden header inside is clipped with the table instead of widening the page.
export const scroller = style({ position: 'relative', overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${space['2']} ${space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, {
  fontSize: fontSize.xs,
  lineHeight: lineHeight.xs,
  color: vars.color.textMuted,
  fontWeight: fontWeight.semibold,
});

export const code = style({ fontFamily: fontFamily.mono, whiteSpace: 'nowrap' });

export const reason = style({ color: vars.color.textMuted, minWidth: '12rem' });

export const removeCell = style({ width: '1%', whiteSpace: 'nowrap' });
