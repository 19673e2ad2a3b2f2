import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.tsx';
import { Text, textElements, textSizes, textTones, textWeights } from './Text.tsx';
import { textAligns } from '../Heading/Heading.tsx';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: {
    children:
      'Груз принят филиалом и ожидает отправки. Yuk filial tomonidan qabul qilindi. Юк филиал томонидан қабул қилинди.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="2">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

/** Every tone meets WCAG AA on the surface and on the canvas (axe checks it here). */
export const Tones: Story = {
  render: () => (
    <Stack gap="2">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {`${tone}: Статус заявки обновлён`}
        </Text>
      ))}
    </Stack>
  ),
};
