import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../components/Box/Box.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { tones } from '../theme/tones.ts';

function ToneRow({ tone }: { tone: (typeof tones)[number] }) {
  return (
    <Stack direction="row" gap="2" align="center" wrap>
      <Box as="span" padding="2" borderRadius="md" background={`${tone}Soft`} color={`${tone}Text`}>
        {`${tone}Soft / ${tone}Text`}
      </Box>
      <Text as="span" tone={tone === 'neutral' ? 'neutral' : tone} weight="medium">
        {`${tone}Text`}
      </Text>
    </Stack>
  );
}

function Palette() {
  return (
    <Stack gap="6">
      <Heading level={2}>Тона</Heading>
      <Stack gap="3">
        {tones.map((tone) => (
          <ToneRow key={tone} tone={tone} />
        ))}
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Colours',
  component: Palette,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The semantic tones on their soft tint and on the surface. Axe checks their contrast in every run. */
export const Tones: Story = {};
