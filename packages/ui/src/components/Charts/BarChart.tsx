import { BarGroup, BarSeries } from '@visx/xychart';
import { ChartFrame, chartAccessors, type ChartProps } from './ChartFrame.tsx';

export type BarChartProps = ChartProps;

/** Amounts by category (deliveries by branch or status); several series stand side by side. */
export function BarChart(props: BarChartProps) {
  const bars = (colors: ReadonlyArray<string>) =>
    props.series.map((entry, index) => (
      <BarSeries
        key={entry.key}
        dataKey={entry.key}
        data={[...props.data]}
        xAccessor={chartAccessors.x}
        yAccessor={chartAccessors.y(entry.key)}
        colorAccessor={() => colors[index]}
        radius={3}
        radiusTop
      />
    ));
  return (
    <ChartFrame
      {...props}
      variant="bar"
      renderSeries={(colors) =>
        props.series.length > 1 ? <BarGroup padding={0.1}>{bars(colors)}</BarGroup> : bars(colors)
      }
    />
  );
}
