import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.tsx';
import { LogoMark, logoMarkSizes } from './LogoMark.tsx';

const meta = {
  title: 'Components/LogoMark',
  component: LogoMark,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: logoMarkSizes } },
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack direction="row" gap="4" align="center">
      {logoMarkSizes.map((size) => (
        <LogoMark key={size} size={size} />
      ))}
    </Stack>
  ),
};
