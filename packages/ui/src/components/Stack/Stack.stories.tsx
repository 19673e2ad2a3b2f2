import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: '3',
    children: [
      <Button key="1" tone="secondary">
        Первый
      </Button>,
      <Button key="2" tone="secondary">
        Второй
      </Button>,
      <Button key="3" tone="secondary">
        Третий
      </Button>,
    ],
  },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Row: Story = {
  args: { direction: 'row' },
  play: async ({ canvas }) => {
    const stack = canvas.getByRole('button', { name: 'Первый' }).parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe('row');
  },
};

/** Column on phones, row from tablets up. */
export const Responsive: Story = {
  args: { direction: { mobile: 'column', tablet: 'row' }, gap: { mobile: '2', tablet: '4' } },
};
