import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { StatusBadge, statusBadgeSizes } from './StatusBadge.tsx';
import { applicationStatuses, statusGroupOf, statusGroups, statusLabels } from './statuses.ts';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'on_the_way', size: 'sm' },
  argTypes: {
    status: { control: 'select', options: applicationStatuses },
    size: { control: 'inline-radio', options: statusBadgeSizes },
    locale: { control: 'inline-radio', options: uiLocales },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `locale` the label follows the toolbar's language (the app sets it once with `UiLocaleProvider`). */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const locale = uiLocales.find((l) => l === globals.language) ?? 'ru';
    await expect(canvas.getByText(statusLabels[locale].on_the_way)).toBeVisible();
  },
};

/** Every status of SPEC §4, grouped by colour: what the parcel is doing. */
export const AllStatuses: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap="4">
      {statusGroups.map((group) => (
        <Stack key={group} gap="2">
          <Text tone="muted" size="xs">
            {group}
          </Text>
          <Stack direction="row" gap="2" wrap>
            {applicationStatuses
              .filter((status) => statusGroupOf[status] === group)
              .map((status) => (
                <StatusBadge key={status} {...args} status={status} />
              ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-status]')];
    await expect(badges.map((badge) => badge.dataset.status).sort()).toEqual([...applicationStatuses].sort());
    for (const badge of badges) await expect(badge.textContent?.trim()).toBeTruthy();
  },
};

/** The same status in the three languages, side by side. */
export const Languages: Story = {
  args: { status: 'replacement' },
  render: (args) => (
    <Stack direction="row" gap="2">
      {uiLocales.map((locale) => (
        <StatusBadge key={locale} {...args} locale={locale} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Замена')).toHaveAttribute('lang', 'ru');
    await expect(canvas.getByText('Almashtirish')).toHaveAttribute('lang', 'uz');
    await expect(canvas.getByText('Алмаштириш')).toHaveAttribute('lang', 'uz-Cyrl');
  },
};

/** The toolbar's language reaches the badge through the decorator's `UiLocaleProvider`. */
export const FollowsToolbarLanguage: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { status: 'return' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Қайтариш')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" align="center">
      {statusBadgeSizes.map((size) => (
        <StatusBadge key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

export const Rejected: Story = { args: { status: 'reject' } };
export const Delivered: Story = { args: { status: 'end' } };
export const Returned: Story = { args: { status: 'return' } };

/** Every status on the dark theme: axe checks each label's contrast there too. */
export const AllStatusesDark: Story = {
  ...AllStatuses,
  globals: { theme: 'dark' },
};
