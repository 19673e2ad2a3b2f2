import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Загрузка…', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is an indeterminate progress bar named by it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка…' })).not.toHaveAttribute('aria-valuenow');
  },
};

/** Without a label it is decorative: hidden from assistive technology. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
