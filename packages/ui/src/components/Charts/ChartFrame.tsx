import { useId, type ReactNode } from 'react';
import { Axis, DataProvider, Grid, Tooltip as VisxTooltip, TooltipProvider, XYChart } from '@visx/xychart';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { numberLocale } from '../../i18n/locale.tsx';
import { useUiLocale } from '../../i18n/locale.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { ChartPlot } from './ChartPlot.tsx';
import { chartTheme, chartTones, toneColor, type ChartTone } from './chartTheme.ts';
import { chartLabels, type ChartLabels } from './labels.ts';
import * as styles from './Charts.css.ts';

export interface ChartSeries {
  /** The key of the series' values in each datum ('delivered'). */
  key: string;
  /** The series' name in the legend, the tooltip and the table ('Доставлено'). */
  label: string;
  /** Its colour; by default the series take accent, positive, caution, critical, info, neutral in turn. */
  tone?: ChartTone;
}

export interface ChartDatum {
  /** The category on the x axis: a day, an hour ('09:00'), a branch. */
  x: string;
  /** The values by series key; a missing one counts as 0. */
  values: Readonly<Record<string, number>>;
}

export interface ChartProps {
  /** The chart's title, shown above it and naming it. */
  title: string;
  series: ReadonlyArray<ChartSeries>;
  data: ReadonlyArray<ChartDatum>;
  /** Height of the plot in px. Default 280; the width follows the container. */
  height?: number;
  /** Formats values on the axis, in the tooltip and the table. Default: grouped integers. */
  formatValue?: (value: number) => string;
  /** What a screen reader hears for the picture; by default a summary of the series and range. */
  summary?: string;
  /** Overrides of the built-in texts. */
  labels?: Partial<ChartLabels>;
}

type Variant = 'line' | 'bar' | 'stacked';

export interface ChartFrameProps extends ChartProps {
  variant: Variant;
  /** The visx series, given the resolved colours. */
  renderSeries: (colors: ReadonlyArray<string>) => ReactNode;
}

const valueOf = (datum: ChartDatum, key: string) => datum.values[key] ?? 0;

/**
 * What the three charts share: the title, the legend, the themed axes and grid, the tooltip,
 * and for assistive technology a `role="img"` picture named by a summary plus the same data as a
 * visually hidden table. The tooltip follows the pointer, and the keyboard: the picture is a tab
 * stop whose arrow keys (Home, End) walk the points, each also announced in a live region.
 */
export function ChartFrame({
  variant,
  title,
  series,
  data,
  height = 280,
  formatValue,
  summary,
  labels: overrides,
  renderSeries,
}: ChartFrameProps) {
  const locale = useUiLocale();
  const labels = useLocalizedLabels(chartLabels, overrides);
  const titleId = useId();
  const numberFormat = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 1 });
  const format = formatValue ?? ((value: number) => numberFormat.format(value));
  const colors = series.map((entry, index) =>
    toneColor(entry.tone ?? chartTones[index % chartTones.length] ?? 'accent'),
  );
  const isStacked = variant === 'stacked';

  if (data.length === 0) {
    return (
      <figure className={styles.figure} aria-labelledby={titleId}>
        <figcaption id={titleId} className={styles.caption}>
          {title}
        </figcaption>
        <EmptyState />
      </figure>
    );
  }

  const first = data[0]?.x ?? '';
  const last = data[data.length - 1]?.x ?? '';
  const description =
    summary ?? labels.summary(title, series.map((entry) => entry.label).join(', '), data.length, first, last);
  const describePoint = (datum: ChartDatum) => {
    const values = series.map((entry) => `${entry.label} ${format(valueOf(datum, entry.key))}`);
    const total = series.reduce((sum, entry) => sum + valueOf(datum, entry.key), 0);
    return `${datum.x}: ${[...values, ...(isStacked ? [`${labels.total} ${format(total)}`] : [])].join(', ')}`;
  };

  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.caption}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((entry, index) => (
          <li key={entry.key} className={styles.legendItem}>
            <span className={styles.swatch} style={{ backgroundColor: colors[index] }} />
            {entry.label}
          </li>
        ))}
      </ul>
      {/* The providers sit outside the plot so that its keys can drive the tooltip too. */}
      <DataProvider
        theme={chartTheme}
        xScale={{
          type: 'band',
          paddingInner: variant === 'line' ? 1 : 0.3,
          paddingOuter: variant === 'line' ? 0.5 : 0.2,
        }}
        yScale={{ type: 'linear', nice: true, zero: true }}
      >
        <TooltipProvider>
          <ChartPlot
            data={data}
            series={series}
            isStacked={isStacked}
            label={description}
            keyboardHint={labels.keyboardHint}
            describePoint={describePoint}
            height={height}
            variant={variant}
          >
            <XYChart
              accessibilityLabel={description}
              height={height}
              margin={{ top: 8, right: 8, bottom: 32, left: 48 }}
            >
              <Grid columns={false} numTicks={5} />
              <Axis orientation="bottom" />
              <Axis orientation="left" numTicks={5} tickFormat={(value: number) => format(value)} />
              {renderSeries(colors)}
              <VisxTooltip<ChartDatum>
                className={styles.tooltip}
                unstyled
                applyPositionStyle
                snapTooltipToDatumX
                showVerticalCrosshair={variant === 'line'}
                showSeriesGlyphs={variant === 'line'}
                verticalCrosshairStyle={{ stroke: 'currentColor', strokeOpacity: 0.3 }}
                renderTooltip={({ tooltipData }) => {
                  const datum = tooltipData?.nearestDatum?.datum;
                  if (!datum) return null;
                  const total = series.reduce((sum, entry) => sum + valueOf(datum, entry.key), 0);
                  return (
                    <div data-chart-tooltip="">
                      <div className={styles.tooltipTitle}>{datum.x}</div>
                      {series.map((entry, index) => (
                        <div key={entry.key} className={styles.tooltipRow}>
                          <span className={styles.swatch} style={{ backgroundColor: colors[index] }} />
                          <span>{entry.label}</span>
                          <span className={styles.tooltipValue}>{format(valueOf(datum, entry.key))}</span>
                        </div>
                      ))}
                      {isStacked && (
                        <div className={styles.tooltipRow}>
                          <span />
                          <span>{labels.total}</span>
                          <span className={styles.tooltipValue}>{format(total)}</span>
                        </div>
                      )}
                    </div>
                  );
                }}
              />
            </XYChart>
          </ChartPlot>
        </TooltipProvider>
      </DataProvider>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.category}</th>
            {series.map((entry) => (
              <th key={entry.key} scope="col">
                {entry.label}
              </th>
            ))}
            {isStacked && <th scope="col">{labels.total}</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.x}>
              <th scope="row">{datum.x}</th>
              {series.map((entry) => (
                <td key={entry.key}>{format(valueOf(datum, entry.key))}</td>
              ))}
              {isStacked && (
                <td>{format(series.reduce((sum, entry) => sum + valueOf(datum, entry.key), 0))}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export const chartAccessors = {
  x: (datum: ChartDatum) => datum.x,
  y: (key: string) => (datum: ChartDatum) => valueOf(datum, key),
};
