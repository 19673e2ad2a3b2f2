import { buildChartTheme } from '@visx/xychart';
import { fontFamily } from '../../tokens/index.ts';
import { vars } from '../../theme/contract.css.ts';
import type { Tone } from '../../theme/tones.ts';

/** Series colours, in the order series take them when they name no tone. */
export const chartTones = [
  'accent',
  'positive',
  'caution',
  'critical',
  'info',
  'neutral',
] as const satisfies ReadonlyArray<Tone>;
export type ChartTone = (typeof chartTones)[number];

/** The solid fill of a tone: a CSS variable of the theme, so both themes colour the chart. */
export const toneColor = (tone: ChartTone): string => vars.color[tone];

const tickLabel = {
  fill: vars.color.textMuted,
  fontFamily: fontFamily.body,
  fontSize: 12,
  fontWeight: 400,
  letterSpacing: 0,
};

/** The visx theme from the design system's theme contract. */
export const chartTheme = buildChartTheme({
  backgroundColor: 'transparent',
  colors: chartTones.map(toneColor),
  tickLength: 4,
  gridColor: vars.color.border,
  gridColorDark: vars.color.borderStrong,
  svgLabelSmall: tickLabel,
  svgLabelBig: { ...tickLabel, fontSize: 13 },
  xAxisLineStyles: { stroke: vars.color.borderStrong },
  yAxisLineStyles: { stroke: 'transparent' },
  xTickLineStyles: { stroke: vars.color.borderStrong },
  yTickLineStyles: { stroke: 'transparent' },
});
