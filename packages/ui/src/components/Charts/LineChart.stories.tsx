import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { LineChart } from './LineChart.tsx';
import {
  announcement,
  drawnChart,
  pointAt,
  seriesMarks,
  tabToChart,
  tooltipGone,
  tooltipShows,
  tooltipPosition,
  tooltipText,
} from './chartStoryHelpers.ts';
import { hourlyData, hourlySeries } from './sampleData.ts';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ width: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Заявки по часам', series: hourlySeries, data: hourlyData },
  argTypes: { series: { control: false }, data: { control: false } },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A named figure; the picture is an `img` with a summary; the values are in a hidden table. */
export const Accessible: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picture = await drawnChart(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Заявки по часам' })).toBeInTheDocument();
    await expect(picture).toHaveAccessibleName(
      'Заявки по часам. Ряды: Создано, Доставлено. Точек: 11, от «08:00» до «18:00». Значения — в таблице ниже.',
    );
    const table = canvas.getByRole('table', { name: 'Заявки по часам' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(12);
    await expect(rows[3]).toHaveTextContent('10:004125');
    await expect(picture.querySelectorAll('path').length).toBeGreaterThanOrEqual(2);
  },
};

/** The tooltip shows the hour and every series' value under the pointer. */
export const TooltipOnHover: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await pointAt(userEvent, picture, 0.28);
    const text = await tooltipText();
    await expect(text).toMatch(/^\d\d:00Создано\d+Доставлено\d+$/);
  },
};

/**
 * Keyboard: the plot is one tab stop; it shows the first hour's tooltip, arrow keys walk the
 * hours, Home / End jump to the ends, Escape closes the tooltip. A live region says each point.
 */
export const KeyboardTooltip: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await expect(picture).toHaveAccessibleDescription(
      'Стрелки влево и вправо, Home и End показывают значения точек.',
    );
    await tabToChart(userEvent, picture);
    await tooltipShows('08:00Создано12Доставлено4');
    await expect(announcement(canvasElement)).toBe('08:00: Создано 12, Доставлено 4');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await tooltipShows('10:00Создано41Доставлено25');
    await expect(announcement(canvasElement)).toBe('10:00: Создано 41, Доставлено 25');
    // The crosshair and one dot per line follow the keyboard as they follow the pointer.
    // Placed at the third hour, as the pointer would place it.
    await expect(tooltipPosition(picture)).toBeGreaterThan(0.2);
    await expect(tooltipPosition(picture)).toBeLessThan(0.45);
    await expect(document.querySelectorAll('.visx-tooltip-glyph')).toHaveLength(2);
    await expect(document.querySelectorAll('.visx-crosshair-vertical')).toHaveLength(1);
    await userEvent.keyboard('{End}');
    await tooltipShows('18:00Создано14Доставлено24');
    await expect(tooltipPosition(picture)).toBeGreaterThan(0.6);
    await userEvent.keyboard('{ArrowRight}');
    await tooltipShows('18:00Создано14Доставлено24');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await tooltipShows('08:00Создано12Доставлено4');
    await userEvent.keyboard('{Escape}');
    await tooltipGone();
    await expect(picture).toHaveFocus();
    await expect(announcement(canvasElement)).toBe('');
    await userEvent.keyboard('{ArrowLeft}');
    await tooltipShows('18:00Создано14Доставлено24');
    await userEvent.tab();
    await tooltipGone();
  },
};

/** After the pointer, the keys go on from the point the pointer showed. */
export const KeyboardAfterPointer: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await pointAt(userEvent, picture, 0.28);
    const hovered = await tooltipText();
    const hour = Number(hovered.slice(0, 2));
    picture.focus();
    await userEvent.keyboard('{ArrowRight}');
    await tooltipShows(new RegExp(`^${String(hour + 1).padStart(2, '0')}:00Создано`));
  },
};

/** Lines take the theme's tone colours (CSS variables), so the dark theme recolours them. */
export const ThemedColours: Story = {
  play: async ({ canvasElement }) => {
    const picture = await drawnChart(canvasElement);
    const strokes = seriesMarks(picture).map((path) => path.getAttribute('stroke'));
    await expect(new Set(strokes).size).toBe(2);
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const InCard: Story = {
  render: (args) => (
    <Card title="Почасовая статистика" description="Сегодня, филиал «Чиланзар»">
      <LineChart {...args} />
    </Card>
  ),
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    title: 'Soatlar boʻyicha arizalar',
    series: [
      { key: 'created', label: 'Yaratildi' },
      { key: 'delivered', label: 'Yetkazildi', tone: 'positive' },
    ],
  },
  play: async ({ canvasElement, userEvent }) => {
    const picture = await drawnChart(canvasElement);
    await expect(picture).toHaveAccessibleName(/Qatorlar: Yaratildi, Yetkazildi. Nuqtalar: 11/);
    await expect(picture).toHaveAccessibleDescription(
      'Chapga va oʻngga strelkalar, Home va End nuqtalar qiymatlarini koʻrsatadi.',
    );
    await tabToChart(userEvent, picture);
    await tooltipShows('08:00Yaratildi12Yetkazildi4');
    await expect(announcement(canvasElement)).toBe('08:00: Yaratildi 12, Yetkazildi 4');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
