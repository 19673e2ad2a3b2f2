import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { space, vars } from '@karvon/ui';

// Time in the step, coloured by urgency (SPEC §9 timing: start, middle, late, very slow).
const urgency = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 500 });
export const timing = styleVariants({
  start: [urgency, { color: vars.color.positiveText }],
  middle: [urgency, { color: vars.color.text }],
  late: [urgency, { color: vars.color.cautionText }],
  very_slow: [urgency, { color: vars.color.criticalText, fontWeight: 700 }],
});

export const comments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space['3'] });

/** On a phone the codes' table scrolls sideways inside its card; codes and order numbers stay on one line. */
// Relative: what is hidden for screen readers in its header is held inside it, not at the page's edge.
export const batchFrame = style({ position: 'relative', overflowX: 'auto' });
export const batch = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${batch} td:nth-child(-n + 2)`, { whiteSpace: 'nowrap' });
globalStyle(`${batch} th, ${batch} td`, {
  textAlign: 'start',
  padding: `${space['2']} ${space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${batch} th`, { fontSize: '0.8125rem', color: vars.color.textMuted, fontWeight: 600 });

export const verdictReady = style({ color: vars.color.positiveText });
export const verdictBlocked = style({ color: vars.color.criticalText, fontWeight: 500 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The upload button and, beside it (under it on a phone), what may be uploaded. */
export const uploadBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space['3'] });
