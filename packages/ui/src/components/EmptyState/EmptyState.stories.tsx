import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { TruckIcon } from '../NavIcons/NavIcons.tsx';
import { EmptyState, emptyStateKinds } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: {
    kind: { control: 'inline-radio', options: emptyStateKinds },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default: 'Нет данных' with a tray icon (decorative). */
export const NoData: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Нет данных')).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** After a search or a filter. */
export const NoResults: Story = {
  args: { kind: 'noResults', description: 'Измените условия поиска или сбросьте фильтры.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет результатов')).toBeVisible();
  },
};

const resetFilters = fn();

/** With an action: the button works from the keyboard. */
export const WithAction: Story = {
  args: {
    kind: 'noResults',
    description: 'По выбранным фильтрам заявок нет.',
    action: (
      <Button tone="secondary" onPress={resetFilters}>
        Сбросить фильтры
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    resetFilters.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Сбросить фильтры' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(resetFilters).toHaveBeenCalledTimes(1);
  },
};

export const CustomTitleAndIcon: Story = {
  args: {
    title: 'Машины не добавлены',
    description: 'Добавьте первую машину, чтобы назначать на неё заявки.',
    icon: <TruckIcon width={24} height={24} />,
  },
};

export const InCard: Story = {
  render: (args) => (
    <div style={{ width: '32rem' }}>
      <Card title="Замороженные заявки">
        <EmptyState {...args} />
      </Card>
    </div>
  ),
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maʼlumot yoʻq')).toBeVisible();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { kind: 'noResults' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Натижа топилмади')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { description: 'Данные появятся позже.' } };
