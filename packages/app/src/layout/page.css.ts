import { globalStyle, style } from '@vanilla-extract/css';
import { lineHeight, radius, size, space, vars } from '@karvon/ui';

// The layout pieces every screen shares: a title row with its actions, a toolbar of fields, facts of one record.

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space['3'],
});

export const actions = style({ display: 'flex', gap: space['2'], flexWrap: 'wrap', alignItems: 'center' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space['3'],
  alignItems: 'flex-end',
});

/** A wrapper that the layout does not see: its children sit in the parent's flow (a landing for the focus). */
export const contents = style({ display: 'contents' });
export const grow = style({ flex: '1 1 18rem', minWidth: '14rem' });

export const filter = style({ flex: '0 1 13rem', minWidth: '11rem' });

/** A field of a list's filter panel: the panel lays them out, in a grid in place or one under another. */
export const panelField = style({ minWidth: 0 });

/** Two dates and the calendar button ('дд.мм.гггг – дд.мм.гггг') take two columns of the panel. */
export const panelWideField = style({ minWidth: 0, gridColumn: 'span 2' });

/** Where a record's heading will be, while the record loads. */
export const titlePlaceholder = style({
  display: 'block',
  width: 'min(16rem, 70%)',
  height: lineHeight.xl,
  borderRadius: radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

/** Where a filter field will be (label, gap, control), while the fields are being drawn. */
export const fieldPlaceholder = style({
  height: `calc(${lineHeight.sm} + ${space['1.5']} + ${size.controlMd})`,
  borderRadius: radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: `${space['3']} ${space['6']}`,
  margin: 0,
});

// Label and value stay together at the top of their row, however tall a neighbour in that row is (a long comment).
export const fact = style({ display: 'grid', gap: space['0.5'], alignContent: 'start' });
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: '0.8125rem' });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
/** A fact of free text (a comment) takes a row of its own, read across the card rather than down one column. */
export const factWide = style({ gridColumn: '1 / -1' });

/** A record's number in a title ('ORD-2026-000476', 'KD-2026-1120-01') stays on one line: no break at its hyphens. */
export const keepWhole = style({ whiteSpace: 'nowrap' });
