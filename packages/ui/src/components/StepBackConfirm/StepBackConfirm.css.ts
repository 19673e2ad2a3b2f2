import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';

/** What / who / when: a two-column list on a sunken well. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: space['4'],
  rowGap: space['2'],
  margin: 0,
  padding: space['3'],
  borderRadius: radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.sm,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: fontWeight.medium,
  overflowWrap: 'anywhere',
});
