import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card, cardElevations, cardPaddings } from './Card.tsx';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Филиал «Ташкент-Чиланзар»',
    children: <Text>Ежедневный реестр закрывается в 18:00 по ташкентскому времени.</Text>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** With a title the card is a region named by it. */
export const WithTitle: Story = {
  args: { description: 'Адрес: ул. Бунёдкор, 12' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Филиал «Ташкент-Чиланзар»' });
    await expect(region).toContainElement(canvas.getByRole('heading', { level: 2 }));
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    padding: 'lg',
    children: (
      <Stack gap="4">
        <Text tone="muted">Заявок за сегодня: 128. Не распечатано: 12.</Text>
        <Stack direction="row" gap="2" justify="flex-end">
          <Button tone="secondary">Отмена</Button>
          <Button>Распечатать</Button>
        </Stack>
      </Stack>
    ),
  },
};

export const Elevations: Story = {
  render: (args) => (
    <Stack gap="4">
      {cardElevations.map((elevation) => (
        <Card key={elevation} {...args} elevation={elevation} title={elevation}>
          <Text tone="muted">{`elevation="${elevation}"`}</Text>
        </Card>
      ))}
    </Stack>
  ),
};
