import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';
import { drawnChart, pointAt, seriesMarks, tooltipText } from './chartStoryHelpers.ts';
import { branchData, branchSeries, hourlyData, hourlySeries } from './sampleData.ts';

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Доставки по филиалам', series: branchSeries, data: branchData },
  argTypes: { series: { control: false }, data: { control: false } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One bar per branch, values grouped by thousands in the table. */
export const Accessible: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picture = await drawnChart(canvasElement);
    await expect(picture).toHaveAccessibleName(/^Доставки по филиалам\. Ряды: Доставки\. Точек: 5/);
    await expect(seriesMarks(picture)).toHaveLength(5);
    const rows = within(canvas.getByRole('table', { name: 'Доставки по филиалам' })).getAllByRole('row');
    await expect(rows[4]).toHaveTextContent(/Самарканд1\s415/);
  },
};

/** The tooltip names the branch under the pointer and its value. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await pointAt(userEvent, picture, 0.12, 0.8);
    await expect(await tooltipText()).toMatch(/^ЧиланзарДоставки1\s240$/);
  },
};

/** Several series stand side by side. */
export const Grouped: Story = {
  args: { title: 'Создано и доставлено по часам', series: hourlySeries, data: hourlyData.slice(0, 6) },
  play: async ({ canvasElement }) => {
    const picture = await drawnChart(canvasElement);
    await expect(seriesMarks(picture)).toHaveLength(12);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { title: 'Филиаллар бўйича етказишлар', series: [{ key: 'deliveries', label: 'Етказишлар' }] },
  play: async ({ canvasElement }) => {
    const picture = await drawnChart(canvasElement);
    await expect(picture).toHaveAccessibleName(/Қаторлар: Етказишлар/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
