import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { uiLocales, type UiLocale } from '../../i18n/locale.tsx';
import { RouterProvider } from '../../navigation/router.tsx';
import { registerKindLabels, registerKinds } from '../RegisterKindBadge/registerKinds.ts';
import { Stack } from '../Stack/Stack.tsx';
import { LinkTabs } from './LinkTabs.tsx';

const allLabel: Record<UiLocale, string> = {
  ru: 'Все реестры',
  uz: 'Barcha reyestrlar',
  'uz-Cyrl': 'Барча реестрлар',
};
const navLabel: Record<UiLocale, string> = {
  ru: 'Вид реестра',
  uz: 'Reyestr turi',
  'uz-Cyrl': 'Реестр тури',
};
const kindTabs = (locale: UiLocale) => [
  { id: 'all', label: allLabel[locale], href: '/reestr' },
  ...registerKinds.map((kind) => ({
    id: kind,
    label: registerKindLabels[locale][kind],
    href: `/reestr?kind=${kind}`,
  })),
];

/** The views as the app's router would follow them: the address changes, the current tab with it. */
function Routed({ locale = 'ru' as UiLocale }) {
  const [path, setPath] = useState('/reestr');
  const current = new URLSearchParams(path.split('?')[1]).get('kind') ?? 'all';
  return (
    <RouterProvider navigate={setPath}>
      <Stack gap="3">
        <LinkTabs label={navLabel[locale]} tabs={kindTabs(locale)} value={current} />
        <p data-testid="address">{path}</p>
      </Stack>
    </RouterProvider>
  );
}

const meta = {
  title: 'Components/LinkTabs',
  component: LinkTabs,
  args: { label: 'Вид реестра', tabs: kindTabs('ru'), value: 'all' },
} satisfies Meta<typeof LinkTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Вид реестра' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все реестры' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Конец дня' })).toHaveAttribute(
      'href',
      '/reestr?kind=end_of_day',
    );
  },
};

/** A click (or Enter) follows the link through the router; the tab of the new address becomes current. */
export const FollowsTheRouter: Story = {
  render: () => <Routed />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Погрузка' }));
    await expect(canvas.getByTestId('address')).toHaveTextContent('/reestr?kind=loading');
    await expect(canvas.getByRole('link', { name: 'Погрузка' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Конец дня' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('address')).toHaveTextContent('/reestr?kind=end_of_day');
  },
};

/** Uzbek labels are longer: on a phone the row scrolls sideways instead of wrapping or overflowing the page. */
export const NarrowUzbek: Story = {
  render: () => (
    <div style={{ width: '20rem' }}>
      <Routed locale="uz" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.querySelector('nav')!.clientWidth).toBeLessThanOrEqual(320);
  },
};

export const Languages: Story = {
  render: () => (
    <Stack gap="4">
      {uiLocales.map((locale) => (
        <Routed key={locale} locale={locale} />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { ...FollowsTheRouter, globals: { theme: 'dark' } };
