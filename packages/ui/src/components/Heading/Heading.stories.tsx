import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels, headingSizes, textAligns } from './Heading.tsx';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { children: 'Заявки на доставку', level: 2 },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Заявки на доставку' })).toBeInTheDocument();
  },
};

/** Cyrillic, Uzbek Latin (with oʻ, gʻ) and Uzbek Cyrillic in every size. */
export const Sizes: Story = {
  render: () => (
    <Stack gap="3">
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          {`${size}: Заявки · Arizalar roʻyxati · Аризалар рўйхати`}
        </Heading>
      ))}
    </Stack>
  ),
};
