import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { statusBadgeSizes } from '../StatusBadge/StatusBadge.tsx';
import { Text } from '../Text/Text.tsx';
import { ApprovalBadge } from './ApprovalBadge.tsx';
import { approvalLabels, approvalStatuses } from './approval.ts';

const meta = {
  title: 'Components/ApprovalBadge',
  component: ApprovalBadge,
  args: { status: 'draft', size: 'sm' },
  argTypes: {
    status: { control: 'inline-radio', options: approvalStatuses },
    size: { control: 'inline-radio', options: statusBadgeSizes },
    locale: { control: 'inline-radio', options: uiLocales },
  },
} satisfies Meta<typeof ApprovalBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `locale` the label follows the toolbar's language. */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const locale = uiLocales.find((l) => l === globals.language) ?? 'ru';
    await expect(canvas.getByText(approvalLabels[locale].draft)).toBeVisible();
  },
};

/** Every value in every language: the words designers review. */
export const AllValuesAllLanguages: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap="3">
      {uiLocales.map((locale) => (
        <Stack key={locale} direction="row" gap="2" align="center">
          <Text tone="muted" size="xs">
            {locale}
          </Text>
          {approvalStatuses.map((status) => (
            <ApprovalBadge key={status} {...args} status={status} locale={locale} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-approval]')];
    await expect(badges).toHaveLength(approvalStatuses.length * uiLocales.length);
    await expect(canvas.getByText('Черновик')).toHaveAttribute('lang', 'ru');
    await expect(canvas.getByText('Tasdiqlangan')).toHaveAttribute('lang', 'uz');
    await expect(canvas.getByText('Қоралама')).toHaveAttribute('lang', 'uz-Cyrl');
  },
};

/** Draft and approved differ in colour and in words; the dot is a cue besides the colour. */
export const Approved: Story = {
  args: { status: 'approved', size: 'md' },
  play: async ({ canvas }) => {
    const approved = canvas.getByText('Утверждён');
    await expect(approved).toHaveAttribute('data-approval', 'approved');
  },
};

/** The toolbar's language reaches the badge through the decorator's `UiLocaleProvider`. */
export const FollowsToolbarLanguage: Story = {
  globals: { language: 'uz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Qoralama')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" align="center">
      {statusBadgeSizes.map((size) => (
        <ApprovalBadge key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

/** Both values in the three languages on the dark theme: axe checks the contrast there too. */
export const AllValuesDark: Story = {
  ...AllValuesAllLanguages,
  globals: { theme: 'dark' },
};
