import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tabs, type TabSpec } from './Tabs.tsx';

const orderTabs: TabSpec[] = [
  { id: 'products', label: 'Товары', content: <Text>Список товаров заявки: 3 позиции.</Text> },
  { id: 'process', label: 'Процесс доставки', content: <Text>Заявка на шаге «Сборка».</Text> },
  { id: 'files', label: 'Файлы', content: <Text>Файлов нет.</Text> },
  { id: 'comments', label: 'Комментарии', content: <Text>Комментариев пока нет.</Text> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Разделы заявки', tabs: orderTabs, onValueChange: fn() },
  argTypes: { tabs: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A named tab list; the first tab and its panel are shown; a click selects another tab. */
export const Select: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Разделы заявки' })).toBeInTheDocument();
    const first = canvas.getByRole('tab', { name: 'Товары' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Товары' })).toHaveTextContent('3 позиции');
    await userEvent.click(canvas.getByRole('tab', { name: 'Файлы' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('files');
    await expect(canvas.getByRole('tabpanel', { name: 'Файлы' })).toHaveTextContent('Файлов нет.');
  },
};

/** Arrow keys move and select; Home/End jump; Tab goes on to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Товары' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Процесс доставки' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('process');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Комментарии' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Товары' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Controlled by the app (e.g. the tab kept in the URL). */
export const Controlled: Story = {
  args: { value: 'comments' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Комментарии' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Файлы' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('files');
    await expect(canvas.getByRole('tab', { name: 'Комментарии' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTab: Story = {
  args: {
    tabs: orderTabs.map((tab) => (tab.id === 'process' ? { ...tab, isDisabled: true } : tab)),
  },
  play: async ({ canvas, userEvent }) => {
    const disabled = canvas.getByRole('tab', { name: 'Процесс доставки' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Файлы' })).toHaveFocus();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    label: 'Ariza boʻlimlari',
    tabs: [
      { id: 'products', label: 'Mahsulotlar', content: <Text>Ariza mahsulotlari: 3 ta.</Text> },
      { id: 'process', label: 'Yetkazib berish jarayoni', content: <Text>«Yigʻish» bosqichida.</Text> },
      { id: 'files', label: 'Fayllar', content: <Text>Fayllar yoʻq.</Text> },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
