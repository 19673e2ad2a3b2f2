import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';
import {
  announcement,
  drawnChart,
  pointAt,
  seriesMarks,
  tabToChart,
  tooltipGone,
  tooltipShows,
  tooltipText,
} from './chartStoryHelpers.ts';
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

/** Keyboard: Tab shows the first branch, arrows walk the branches, Escape closes the tooltip. */
export const KeyboardTooltip: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await tabToChart(userEvent, picture);
    await tooltipShows(/^ЧиланзарДоставки1\s240$/);
    await userEvent.keyboard('{ArrowRight}');
    await tooltipShows('ЮнусабадДоставки980');
    await expect(announcement(canvasElement)).toBe('Юнусабад: Доставки 980');
    await userEvent.keyboard('{End}');
    await tooltipShows('БухараДоставки455');
    await userEvent.keyboard('{Escape}');
    await tooltipGone();
  },
};

/** Several series stand side by side. */
export const Grouped: Story = {
  args: { title: 'Создано и доставлено по часам', series: hourlySeries, data: hourlyData.slice(0, 6) },
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await expect(seriesMarks(picture)).toHaveLength(12);
    // One stop per hour, listing both bars of the group.
    await tabToChart(userEvent, picture);
    await userEvent.keyboard('{ArrowRight}');
    await tooltipShows('09:00Создано28Доставлено11');
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
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await expect(picture).toHaveAccessibleName(/Қаторлар: Етказишлар/);
    await expect(picture).toHaveAccessibleDescription(
      'Чапга ва ўнгга стрелкалар, Home ва End нуқталар қийматларини кўрсатади.',
    );
    await tabToChart(userEvent, picture);
    await userEvent.keyboard('{ArrowRight}');
    await expect(announcement(canvasElement)).toBe('Юнусабад: Етказишлар 980');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
