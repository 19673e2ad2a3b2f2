import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Timeline, type TimelineEvent } from './Timeline.tsx';

const deliveryProcess: TimelineEvent[] = [
  { kind: 'step', id: '1', actor: 'Дилноза Рахимова', at: '2026-11-22T04:15:00Z', to: 'Новая' },
  { kind: 'step', id: '2', actor: 'Азиз Каримов', at: '2026-11-22T05:40:00Z', from: 'Новая', to: 'Сборка' },
  {
    kind: 'step',
    id: '3',
    actor: 'Азиз Каримов',
    at: '2026-11-22T09:05:00Z',
    from: 'Сборка',
    to: 'Погрузка',
    comment: 'Собрано 3 из 3 позиций.',
  },
  {
    kind: 'step',
    id: '4',
    actor: 'Бекзод Турсунов',
    at: '2026-11-22T19:30:00Z',
    from: 'Погрузка',
    to: 'Доставка',
  },
];

const timeHistory: TimelineEvent[] = [
  {
    kind: 'time',
    id: 't1',
    actor: 'Ирина Ли',
    at: '2026-11-22T05:00:00Z',
    oldTime: '2026-11-22T06:30:00Z',
    newTime: '2026-11-22T07:00:00Z',
    minutes: 30,
    comment: 'Задержка поставщика',
  },
  {
    kind: 'time',
    id: 't2',
    actor: 'Азиз Каримов',
    at: '2026-11-22T06:10:00Z',
    oldTime: '2026-11-22T07:00:00Z',
    newTime: '2026-11-22T06:45:00Z',
    minutes: -15,
  },
  {
    kind: 'time',
    id: 't3',
    actor: 'Ирина Ли',
    at: '2026-11-22T12:00:00Z',
    oldTime: '2026-11-22T13:00:00Z',
    newTime: '2026-11-23T04:00:00Z',
    minutes: 900,
  },
  {
    kind: 'time',
    id: 't4',
    actor: 'Азиз Каримов',
    at: '2026-11-27T11:58:00Z',
    oldTime: '2026-12-02T07:54:00Z',
    newTime: '2026-12-02T08:09:00Z',
    minutes: 15,
  },
  {
    kind: 'time',
    id: 't5',
    actor: 'Ирина Ли',
    at: '2026-11-28T06:00:00Z',
    oldTime: '2026-12-02T08:09:00Z',
    newTime: '2026-12-09T08:09:00Z',
    minutes: 10080,
  },
];

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  decorators: [
    (Story) => (
      <div style={{ width: '28rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Процесс доставки', events: deliveryProcess },
  argTypes: { events: { control: false } },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Steps: who, when in Tashkent time (UTC+5, 24-hour), from which step to which. */
export const DeliveryProcess: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Процесс доставки' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText('Дилноза Рахимова')).toBeVisible();
    await expect(first.getByText('22.11.2026, 09:15')).toHaveAttribute(
      'datetime',
      '2026-11-22T04:15:00.000Z',
    );
    await expect(items[1]).toHaveTextContent('Новая→изменено наСборка');
    // Past midnight in Tashkent: the next day.
    await expect(within(items[3] as HTMLElement).getByText('23.11.2026, 00:30')).toBeVisible();
    await expect(items[2]).toHaveTextContent('Собрано 3 из 3 позиций.');
  },
};

/** Waiting-time history: old time → new time and the minutes (a later time in caution, an earlier one in positive). */
export const TimeHistory: Story = {
  args: { label: 'История времени', events: timeHistory },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'История времени' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('11:30→изменено на12:00+30 мин');
    await expect(items[1]).toHaveTextContent('−15 мин');
    // A time on the change's own day reads as a time; another day keeps its date.
    await expect(items[2]).toHaveTextContent('18:00→изменено на23.11.2026, 09:00+900 мин');
    // Both times on one day that is not the change's: both keep the date.
    await expect(items[3]).toHaveTextContent('27.11.2026, 16:58');
    await expect(items[3]).toHaveTextContent('02.12.2026, 12:54→изменено на02.12.2026, 13:09+15 мин');
    // A week's minutes are grouped as every other figure on screen.
    await expect(items[4]).toHaveTextContent(/\+10\s080 мин$/);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
  },
};

export const InCard: Story = {
  render: (args) => (
    <Card title="Процесс доставки">
      <Timeline {...args} />
    </Card>
  ),
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    label: 'Vaqt tarixi',
    events: timeHistory.map((event) => ({ ...event, actor: 'Aziz Karimov', comment: undefined })),
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Vaqt tarixi' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('22.11.2026, 10:00');
    await expect(items[0]).toHaveTextContent(/11:30→oʻzgartirildi:12:00\+30 daq(?!\.)/);
    await expect(items[4]).toHaveTextContent(/\+10\s080 daq$/);
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { label: 'Вақт тарихи', events: timeHistory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Вақт тарихи' })).toHaveTextContent(/\+30 дақ(?!\.)/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkTimeHistory: Story = { globals: { theme: 'dark' }, args: { events: timeHistory } };
