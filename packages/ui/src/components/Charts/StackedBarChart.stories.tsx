import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StackedBarChart } from './StackedBarChart.tsx';
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
import { statusData, statusSeries } from './sampleData.ts';

const meta = {
  title: 'Charts/StackedBarChart',
  component: StackedBarChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Доставки по дням', series: statusSeries, data: statusData },
  argTypes: { series: { control: false }, data: { control: false } },
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A stack per day; the hidden table adds a total column. */
export const Accessible: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picture = await drawnChart(canvasElement);
    await expect(seriesMarks(picture)).toHaveLength(21);
    const table = canvas.getByRole('table', { name: 'Доставки по дням' });
    await expect(within(table).getByRole('columnheader', { name: 'Итого' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Пн182246212');
  },
};

/** The tooltip lists each part and the total of the day under the pointer. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await pointAt(userEvent, picture, 0.09, 0.8);
    await expect(await tooltipText()).toBe('ПнВ срок182С опозданием24Отменено6Итого212');
  },
};

/** Keyboard: each day's parts and total, as on hover; the live region says them too. */
export const KeyboardTooltip: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await tabToChart(userEvent, picture);
    await tooltipShows('ПнВ срок182С опозданием24Отменено6Итого212');
    await expect(announcement(canvasElement)).toBe('Пн: В срок 182, С опозданием 24, Отменено 6, Итого 212');
    await userEvent.keyboard('{End}');
    await tooltipShows('ВсВ срок96С опозданием8Отменено2Итого106');
    await userEvent.keyboard('{ArrowLeft}');
    await tooltipShows('СбВ срок140С опозданием12Отменено3Итого155');
    await userEvent.keyboard('{Escape}');
    await tooltipGone();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    title: 'Kunlar boʻyicha yetkazishlar',
    series: [
      { key: 'onTime', label: 'Oʻz vaqtida', tone: 'positive' },
      { key: 'late', label: 'Kechikib', tone: 'caution' },
      { key: 'cancelled', label: 'Bekor qilindi', tone: 'critical' },
    ],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Jami' })).toBeInTheDocument();
    const picture = await drawnChart(canvasElement);
    await tabToChart(userEvent, picture);
    await tooltipShows('ПнOʻz vaqtida182Kechikib24Bekor qilindi6Jami212');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
