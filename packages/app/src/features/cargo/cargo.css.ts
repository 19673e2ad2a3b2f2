import { globalStyle, style } from '@vanilla-extract/css';
import { media, space, vars } from '@karvon/ui';

/** The cargo's fields side by side, tops aligned: a hint under one field does not push the others. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
  gap: space['3'],
  alignItems: 'start',
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

/**
 * One product of the cargo: its quantity field (labelled with the product's name, described by its code, SKU and
 * price), the line's sum and the way to take it out, level with the input on a wide screen, under it on a phone.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"field field" "sum remove"',
  gap: `${space['1']} ${space['3']}`,
  alignItems: 'center',
  paddingBlock: space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"field sum remove"',
      alignItems: 'start',
    },
  },
});
// A quantity needs a few digits and the steppers, not the width of the product's name.
globalStyle(`${line} [role="group"]`, { maxWidth: '12rem' });

export const lineField = style({ gridArea: 'field', minWidth: 0 });

/** Level with the input under its label on a wide screen (the label's line and gap). */
const besideInput = { '@media': { [media.tablet]: { paddingTop: space['6'] } } };

export const lineSum = style({
  gridArea: 'sum',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
  // On the input's text line.
  '@media': { [media.tablet]: { paddingTop: `calc(${space['6']} + ${space['2.5']})` } },
});

export const remove = style({ gridArea: 'remove', ...besideInput });

export const linesTotal = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  fontWeight: 600,
});

export const submitRow = style({ display: 'flex', gap: space['3'], flexWrap: 'wrap', alignItems: 'center' });
