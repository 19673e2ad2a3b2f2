import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Box, boxElements } from './Box.tsx';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    as: 'section',
    'aria-label': 'Пример',
    padding: { mobile: '4', desktop: '8' },
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: <Text>Отступы, фон и тень из токенов дизайн-системы.</Text>,
  },
  argTypes: {
    as: { control: 'select', options: boxElements },
    children: { control: false },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Пример' });
    // Sprinkles props become classes, never inline styles.
    await expect(region).not.toHaveAttribute('style');
    await expect(getComputedStyle(region).paddingTop).not.toBe('0px');
  },
};

export const Tinted: Story = {
  args: {
    background: 'accentSoft',
    color: 'accentText',
    children: <Text tone="accent">Подсказка на мягком фоне акцента.</Text>,
  },
};
