import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from '../../navigation/router.tsx';
import { expect, fn, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withRouter],
  args: {
    items: [
      { href: '/settings', label: 'Настройки' },
      { href: '/settings/branch', label: 'Филиалы' },
      { label: 'Ташкент-Чиланзар' },
    ],
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A named navigation with an ordered list; the last crumb is the current page and no link. */
export const Structure: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Навигационная цепочка' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    const current = within(nav).getByText('Ташкент-Чиланзар');
    await expect(current).toHaveAttribute('aria-current', 'page');
  },
};

/** Keyboard: Tab reaches each link; Enter navigates through the app's router. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Настройки' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Филиалы' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/settings/branch');
  },
};

/** A click follows the link through the app's router (no page load); a Ctrl-click is left to the browser. */
export const ClickNavigates: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Настройки' });
    await expect(link).toHaveAttribute('href', '/settings');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/settings');
    // A modified click (new tab) is not the router's. Cancelled after the link's own handler has
    // run, so that the test page stays.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    await expect(navigate).toHaveBeenCalledTimes(1);
  },
};

export const SingleCrumb: Story = {
  args: { items: [{ label: 'Заявки на доставку' }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    items: [
      { href: '/access/roles', label: 'Kirish huquqlari' },
      { href: '/access/roles', label: 'Rollar' },
      { label: 'Rolni tahrirlash' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navigatsiya zanjiri' })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Навигация занжири' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
