import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { TimingBadge, timingBadgeSizes } from './TimingBadge.tsx';
import { timingLabels, timings } from './timings.ts';

const meta = {
  title: 'Components/TimingBadge',
  component: TimingBadge,
  args: { timing: 'late', size: 'sm' },
  argTypes: {
    timing: { control: 'select', options: timings },
    size: { control: 'inline-radio', options: timingBadgeSizes },
    locale: { control: 'inline-radio', options: uiLocales },
  },
} satisfies Meta<typeof TimingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `locale` the label follows the toolbar's language (the app sets it once with `UiLocaleProvider`). */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const locale = uiLocales.find((l) => l === globals.language) ?? 'ru';
    await expect(canvas.getByText(timingLabels[locale].late)).toBeVisible();
  },
};

/** The four bands of SPEC §9, in the three languages: from on time (green) to very slow (red). */
export const AllTimings: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <Stack gap="3">
      {uiLocales.map((locale) => (
        <Stack key={locale} direction="row" gap="2" wrap>
          {timings.map((timing) => (
            <TimingBadge key={timing} {...args} timing={timing} locale={locale} />
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const badges = [...canvasElement.querySelectorAll<HTMLElement>('[data-timing]')];
    await expect(badges).toHaveLength(timings.length * uiLocales.length);
    await expect(canvas.getByText('Очень медленно')).toHaveAttribute('lang', 'ru');
    await expect(canvas.getByText('Juda sekin')).toHaveAttribute('lang', 'uz');
    await expect(canvas.getByText('Жуда секин')).toHaveAttribute('lang', 'uz-Cyrl');
    // Late and very slow are told apart by colour as well as by words.
    const late = getComputedStyle(canvas.getByText('Опаздывает')).backgroundColor;
    const verySlow = getComputedStyle(canvas.getByText('Очень медленно')).backgroundColor;
    await expect(late).not.toBe(verySlow);
  },
};

/** The toolbar's language reaches the badge through the decorator's `UiLocaleProvider`. */
export const FollowsToolbarLanguage: Story = {
  globals: { language: 'uz' },
  args: { timing: 'middle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Oʻrta')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="2" align="center">
      {timingBadgeSizes.map((size) => (
        <TimingBadge key={size} {...args} size={size} />
      ))}
    </Stack>
  ),
};

/** Every band on the dark theme: axe checks each label's contrast there too. */
export const AllTimingsDark: Story = {
  ...AllTimings,
  globals: { theme: 'dark' },
};
