import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { lineHeight, radius, size, space, vars } from '@karvon/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space['3'],
  alignItems: 'flex-end',
});

export const grow = style({ flex: '1 1 18rem', minWidth: '14rem' });

export const filter = style({ flex: '0 1 13rem', minWidth: '11rem' });

/** Where a filter field will be (label, gap, control), while the fields are being drawn. */
export const fieldPlaceholder = style({
  height: `calc(${lineHeight.sm} + ${space['1.5']} + ${size.controlMd})`,
  borderRadius: radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

/** Two dates and the calendar button ('дд.мм.гггг – дд.мм.гггг') need about twice a filter's width. */
export const dateFilter = style({ flex: '0 1 19rem', minWidth: '17.5rem' });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space['3'],
});

export const actions = style({ display: 'flex', gap: space['2'], flexWrap: 'wrap' });

// Time in the step, coloured by urgency (SPEC §9 timing: start, middle, late, very slow).
const urgency = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 500 });
export const timing = styleVariants({
  start: [urgency, { color: vars.color.positiveText }],
  middle: [urgency, { color: vars.color.text }],
  late: [urgency, { color: vars.color.cautionText }],
  very_slow: [urgency, { color: vars.color.criticalText, fontWeight: 700 }],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: `${space['3']} ${space['6']}`,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: space['0.5'] });
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: '0.8125rem' });
globalStyle(`${fact} dd`, { margin: 0 });

export const comments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space['3'] });

export const batch = style({ width: '100%', borderCollapse: 'collapse' });
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
