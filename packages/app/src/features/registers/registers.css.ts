import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '@karvon/ui';

/** The kind's tabs and, under them, what the kind offers (its words, or the end-of-day opener). */
export const kindBar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space['3'],
  minWidth: 0,
});

/** The end-of-day opener's height while its code comes (one row of fields and a line of words). */
export const openerPlaceholder = style({
  height: '11.5rem',
  borderRadius: radius.xl,
  backgroundColor: vars.color.surfaceSunken,
});

/** Fields side by side, tops aligned, buttons at the fields' foot. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: space['3'],
  alignItems: 'start',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space['3'], alignItems: 'flex-end' });

export const rowField = style({ flex: '1 1 14rem', minWidth: 0, maxWidth: '22rem' });

/** The totals: figures a glance can take in, side by side, wrapping on a phone. */
export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space['3']} ${space['10']}`,
  margin: 0,
});

export const total = style({ display: 'grid', gap: space['0.5'], minWidth: '7rem' });

export const figure = style({
  margin: 0,
  fontSize: '1.25rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const label = style({ color: vars.color.textMuted, fontSize: '0.8125rem' });

export const productsSection = style({ display: 'grid', gap: space['3'], minWidth: 0 });

/** A field as wide as the whole row of fields (the picture). */
export const wideField = style({ gridColumn: '1 / -1', maxWidth: '32rem' });

export const prints = style({ display: 'grid', gap: space['2'], margin: 0, paddingInlineStart: space['5'] });

/** Registers of the same kind, branch and day, named above the create button. */
export const sameDay = style({
  display: 'grid',
  marginBlockEnd: space['4'],
  gap: space['2'],
  padding: space['3'],
  borderRadius: radius.md,
  backgroundColor: vars.color.cautionSoft,
  color: vars.color.text,
});

export const sameDayList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space['1']} ${space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
