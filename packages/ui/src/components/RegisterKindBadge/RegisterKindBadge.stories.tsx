import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { statusBadgeSizes } from '../StatusBadge/StatusBadge.tsx';
import { Text } from '../Text/Text.tsx';
import { RegisterKindBadge } from './RegisterKindBadge.tsx';
import { registerKindLabels, registerKinds } from './registerKinds.ts';

const meta = {
  title: 'Components/RegisterKindBadge',
  component: RegisterKindBadge,
  args: { kind: 'collected', size: 'sm' },
  argTypes: {
    kind: { control: 'inline-radio', options: registerKinds },
    size: { control: 'inline-radio', options: statusBadgeSizes },
    locale: { control: 'inline-radio', options: uiLocales },
  },
} satisfies Meta<typeof RegisterKindBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const locale = uiLocales.find((l) => l === globals.language) ?? 'ru';
    await expect(canvas.getByText(registerKindLabels[locale].collected)).toBeVisible();
  },
};

/** Every kind in every language. */
export const AllKindsAllLanguages: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap="3">
      {uiLocales.map((locale) => (
        <Stack key={locale} direction="row" gap="2" align="center" wrap>
          <Text tone="muted" size="xs">
            {locale}
          </Text>
          {registerKinds.map((kind) => (
            <RegisterKindBadge key={kind} {...args} kind={kind} locale={locale} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-kind]')];
    await expect(badges).toHaveLength(registerKinds.length * uiLocales.length);
    await expect(canvas.getByText('Конец дня')).toHaveAttribute('lang', 'ru');
    await expect(canvas.getByText('Yigʻilgan tovarlar')).toHaveAttribute('lang', 'uz');
    await expect(canvas.getByText('Юклаш')).toHaveAttribute('lang', 'uz-Cyrl');
  },
};

export const FollowsToolbarLanguage: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { kind: 'end_of_day' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Кун якуни')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" align="center">
      {statusBadgeSizes.map((size) => (
        <RegisterKindBadge key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

export const AllKindsDark: Story = {
  ...AllKindsAllLanguages,
  globals: { theme: 'dark' },
};
