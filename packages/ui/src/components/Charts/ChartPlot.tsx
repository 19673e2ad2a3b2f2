// The plot of a chart as one keyboard stop: arrow keys walk the data points and show the same
// tooltip the pointer shows; a live region says the point for screen readers.
import { useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DataContext, TooltipContext, type TooltipData } from '@visx/xychart';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import type { ChartDatum, ChartSeries } from './ChartFrame.tsx';
import * as styles from './Charts.css.ts';

export interface ChartPlotProps {
  data: ReadonlyArray<ChartDatum>;
  series: ReadonlyArray<ChartSeries>;
  /** Stacked bars: the tooltip points at the top of the stack and the point's text adds the total. */
  isStacked: boolean;
  /** Names the picture (the summary). */
  label: string;
  /** How to use the keys, read after the name. */
  keyboardHint: string;
  /** The point as a screen reader hears it ('10:00: Создано 41, Доставлено 25'). */
  describePoint: (datum: ChartDatum) => string;
  height: number;
  variant: string;
  children: ReactNode;
}

const valueOf = (datum: ChartDatum, key: string) => datum.values[key] ?? 0;

/** Which key moves to which point, given the current one (`null`: none shown yet). */
function nextIndex(key: string, current: number | null, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return current === null ? 0 : Math.min(current + 1, count - 1);
    case 'ArrowLeft':
      return current === null ? count - 1 : Math.max(current - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Must sit inside visx's `DataProvider` and `TooltipProvider` (ChartFrame puts them around it), so
 * that it reads the scales and drives the one tooltip the pointer drives too.
 */
export function ChartPlot({
  data,
  series,
  isStacked,
  label,
  keyboardHint,
  describePoint,
  height,
  variant,
  children,
}: ChartPlotProps) {
  const { xScale, yScale } = useContext(DataContext);
  const tooltip = useContext(TooltipContext);
  const [active, setActive] = useState<number | null>(null);
  const hintId = useId();
  // Where the tooltip is now: the pointer may have moved it since the last key.
  const tooltipData = tooltip?.tooltipData as TooltipData<ChartDatum> | undefined;
  const shown = tooltip?.tooltipOpen ? (tooltipData?.nearestDatum?.index ?? active) : active;

  const show = (index: number) => {
    const datum = data[index];
    setActive(index);
    // The x axis is a band scale in every chart of the package.
    if (!datum || !xScale || !('bandwidth' in xScale) || !yScale || !tooltip) return;
    const values = series.map((entry) => valueOf(datum, entry.key));
    const top = isStacked ? values.reduce((sum, value) => sum + value, 0) : Math.max(0, ...values);
    const svgPoint = { x: Number(xScale(datum.x)) + xScale.bandwidth() / 2, y: Number(yScale(top)) };
    for (const entry of series) {
      tooltip.showTooltip({ key: entry.key, index, datum, svgPoint, distanceX: 0, distanceY: 0 });
    }
  };

  const hide = () => {
    setActive(null);
    tooltip?.updateTooltip({ tooltipOpen: false, tooltipData: undefined });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      if (shown === null) return;
      // Only the tooltip closes; a dialog around the chart stays open.
      event.stopPropagation();
      hide();
      return;
    }
    const next = nextIndex(event.key, shown, data.length);
    if (next === null) return;
    event.preventDefault();
    show(next);
  };

  const activeDatum = active === null ? undefined : data[active];

  return (
    <>
      <div
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        className={styles.plot}
        style={{ height }}
        data-chart={variant}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // A keyboard user lands on the first point; a click, or a tooltip the pointer has
          // opened, is left alone.
          if (shown === null && event.currentTarget.matches(':focus-visible')) show(0);
        }}
        onBlur={hide}
      >
        {children}
      </div>
      <span id={hintId} className={visuallyHidden}>
        {keyboardHint}
      </span>
      <span className={visuallyHidden} aria-live="polite" data-chart-announcement="">
        {activeDatum ? describePoint(activeDatum) : ''}
      </span>
    </>
  );
}
