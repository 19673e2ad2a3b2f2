import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { statusBadgeSizes } from '../StatusBadge/StatusBadge.tsx';
import { RepeatDeliveryBadge, repeatDeliveryLabels } from './RepeatDeliveryBadge.tsx';

const meta = {
  title: 'Components/RepeatDeliveryBadge',
  component: RepeatDeliveryBadge,
  args: { size: 'sm' },
  argTypes: {
    size: { control: 'inline-radio', options: statusBadgeSizes },
    locale: { control: 'inline-radio', options: uiLocales },
  },
} satisfies Meta<typeof RepeatDeliveryBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const locale = uiLocales.find((l) => l === globals.language) ?? 'ru';
    const badge = canvas.getByText(repeatDeliveryLabels[locale]);
    await expect(badge).toBeVisible();
    // The longer sentence is there for a pointer.
    await expect(badge.title.length).toBeGreaterThan(badge.textContent!.length);
  },
};

export const AllLanguages: Story = {
  render: (args) => (
    <Stack direction="row" gap="2">
      {uiLocales.map((locale) => (
        <RepeatDeliveryBadge key={locale} {...args} locale={locale} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Повторная доставка')).toHaveAttribute('lang', 'ru');
    await expect(canvas.getByText('Qayta yetkazish')).toHaveAttribute('lang', 'uz');
    await expect(canvas.getByText('Қайта етказиш')).toHaveAttribute('lang', 'uz-Cyrl');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" align="center">
      {statusBadgeSizes.map((size) => (
        <RepeatDeliveryBadge key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

export const AllLanguagesDark: Story = { ...AllLanguages, globals: { theme: 'dark' } };
