import { LineSeries } from '@visx/xychart';
import { ChartFrame, chartAccessors, type ChartProps } from './ChartFrame.tsx';

export type LineChartProps = ChartProps;

/** Values over time, one line per series (hourly statistics, deliveries per day), with a tooltip. */
export function LineChart(props: LineChartProps) {
  return (
    <ChartFrame
      {...props}
      variant="line"
      renderSeries={(colors) =>
        props.series.map((entry, index) => (
          <LineSeries
            key={entry.key}
            dataKey={entry.key}
            data={[...props.data]}
            xAccessor={chartAccessors.x}
            yAccessor={chartAccessors.y(entry.key)}
            stroke={colors[index]}
            strokeWidth={2}
          />
        ))
      }
    />
  );
}
