import { BarSeries, BarStack } from '@visx/xychart';
import { ChartFrame, chartAccessors, type ChartProps } from './ChartFrame.tsx';

export type StackedBarChartProps = ChartProps;

/** Parts of a whole by category (deliveries by status per day); the tooltip and table add the total. */
export function StackedBarChart(props: StackedBarChartProps) {
  return (
    <ChartFrame
      {...props}
      variant="stacked"
      renderSeries={(colors) => (
        <BarStack>
          {props.series.map((entry, index) => (
            <BarSeries
              key={entry.key}
              dataKey={entry.key}
              data={[...props.data]}
              xAccessor={chartAccessors.x}
              yAccessor={chartAccessors.y(entry.key)}
              colorAccessor={() => colors[index]}
            />
          ))}
        </BarStack>
      )}
    />
  );
}
