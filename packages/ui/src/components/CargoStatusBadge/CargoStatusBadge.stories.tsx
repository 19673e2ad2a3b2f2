import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { statusBadgeSizes } from '../StatusBadge/StatusBadge.tsx';
import { CargoStatusBadge } from './CargoStatusBadge.tsx';
import { cargoStatusLabels, cargoStatuses } from './cargoStatuses.ts';

const meta = {
  title: 'Components/CargoStatusBadge',
  component: CargoStatusBadge,
  args: { status: 'sent', size: 'sm' },
  argTypes: {
    status: { control: 'inline-radio', options: cargoStatuses },
    size: { control: 'inline-radio', options: statusBadgeSizes },
    locale: { control: 'inline-radio', options: uiLocales },
  },
} satisfies Meta<typeof CargoStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `locale` the label follows the toolbar's language (the app sets it once with `UiLocaleProvider`). */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const locale = uiLocales.find((l) => l === globals.language) ?? 'ru';
    await expect(canvas.getByText(cargoStatusLabels[locale].sent)).toBeVisible();
  },
};

/** Every status of a cargo, in the order it goes through them: made, on the road, arrived. */
export const AllStatuses: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" wrap>
      {cargoStatuses.map((status) => (
        <CargoStatusBadge key={status} {...args} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-cargo-status]')];
    await expect(badges.map((badge) => badge.dataset.cargoStatus)).toEqual([...cargoStatuses]);
    for (const badge of badges) await expect(badge.textContent?.trim()).toBeTruthy();
  },
};

/** Every status in the three languages, one row per language: what designers review. */
export const Languages: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap="3">
      {uiLocales.map((locale) => (
        <Stack key={locale} direction="row" gap="2" align="center" wrap>
          <Text tone="muted" size="xs">
            {locale}
          </Text>
          {cargoStatuses.map((status) => (
            <CargoStatusBadge key={status} {...args} status={status} locale={locale} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const locale of uiLocales)
      for (const status of cargoStatuses)
        await expect(canvas.getByText(cargoStatusLabels[locale][status])).toHaveAttribute('lang', locale);
    await expect(canvas.getByText('Отправлен')).toHaveAttribute('data-cargo-status', 'sent');
    await expect(canvas.getByText('Qabul qilingan')).toHaveAttribute('data-cargo-status', 'received');
    await expect(canvas.getByText('Қоралама')).toHaveAttribute('data-cargo-status', 'draft');
  },
};

/** The toolbar's language reaches the badge through the decorator's `UiLocaleProvider`. */
export const FollowsToolbarLanguage: Story = {
  globals: { language: 'uz' },
  args: { status: 'received' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qabul qilingan')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" align="center">
      {statusBadgeSizes.map((size) => (
        <CargoStatusBadge key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

/** Every status in every language on the dark theme: axe checks each label's contrast there too. */
export const LanguagesDark: Story = {
  ...Languages,
  globals: { theme: 'dark' },
};
