import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { RouterProvider } from '../../navigation/router.tsx';
import { LogOutIcon, SettingsIcon, UserIcon, MenuIcon } from '../NavIcons/NavIcons.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Menu, menuPlacements, type MenuItemSpec } from './Menu.tsx';

const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const profileItems: MenuItemSpec[] = [
  { id: 'profile', label: 'Профиль', icon: <UserIcon />, href: '/profile' },
  { id: 'settings', label: 'Настройки', icon: <SettingsIcon />, href: '/settings' },
  { id: 'logout', label: 'Выйти', icon: <LogOutIcon />, tone: 'critical', separatorBefore: true },
];

const meta = {
  title: 'Components/Menu',
  component: Menu,
  decorators: [withRouter],
  args: {
    trigger: (
      <>
        <UserIcon width={20} height={20} />
        <span>Дилноза Рахимова</span>
      </>
    ),
    label: 'Меню профиля',
    items: profileItems,
    onAction: fn(),
  },
  argTypes: {
    trigger: { control: false },
    placement: { control: 'inline-radio', options: menuPlacements },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {};

/**
 * A press made before the popup's code has arrived is not lost: the button says at once that it is expanded, and
 * the menu opens on its first item when the code arrives; Escape closes it and focus returns to the button.
 *
 * The popup's code is fetched once per page, so this story comes before every other that opens the menu: the test
 * run gives each story file a fresh page. (In Storybook's UI, reload the page before replaying it.)
 */
export const PressBeforeCodeArrives: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Дилноза Рахимова/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Focus asks for the code; ↓ comes in the same moment, before it can have arrived.
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await expect(button).toHaveAttribute('aria-controls', menu.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Click opens it; choosing an action reports its id, closes the menu and returns focus. */
export const ChooseAction: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Дилноза Рахимова/ });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await body.findByRole('menu');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The menu is named by its button too.
    await expect(menu).toHaveAccessibleName(/Дилноза Рахимова/);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Выйти' }));
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A click outside closes it; a click on the button opens it again. */
export const ClickOutside: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Дилноза Рахимова/ });
    await userEvent.click(button);
    await body.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Keyboard: Enter opens on the first item, arrows move, Escape closes back to the button. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Дилноза Рахимова/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // ↓ on the button opens the menu as well; Enter on an item chooses it.
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
    await waitFor(() => expect(button).toHaveFocus());

    // ↑ on the button opens it on the last item; Space opens it on the first.
    await userEvent.keyboard('{ArrowUp}');
    const fromEnd = await body.findByRole('menu');
    await waitFor(() => expect(within(fromEnd).getByRole('menuitem', { name: 'Выйти' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard(' ');
    const fromStart = await body.findByRole('menu');
    await waitFor(() => expect(within(fromStart).getByRole('menuitem', { name: 'Профиль' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Items with `href` are links: inside the app's `RouterProvider` they navigate client-side. */
export const LinkItems: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Дилноза Рахимова/ }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Настройки' }));
    await expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  },
};

/** A disabled item is announced as such and cannot be chosen. */
export const DisabledItem: Story = {
  args: {
    items: [
      { id: 'profile', label: 'Профиль', icon: <UserIcon /> },
      { id: 'settings', label: 'Настройки', icon: <SettingsIcon />, isDisabled: true },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Дилноза Рахимова/ }));
    const menu = await body.findByRole('menu');
    const disabled = within(menu).getByRole('menuitem', { name: 'Настройки' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/** The profile menu as the header shows it: the avatar (decorative beside the name) and the name. */
export const WithAvatar: Story = {
  args: {
    trigger: (
      <>
        <Avatar name="Дилноза Рахимова" isDecorative />
        <span>Дилноза Рахимова</span>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('Дилноза Рахимова');
  },
};

/** An icon-only trigger takes its name from `label`. */
export const IconTrigger: Story = {
  args: { trigger: <MenuIcon width={20} height={20} />, label: 'Действия', labelTrigger: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Действия' })).toBeInTheDocument();
  },
};

export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: {
    label: 'Profil menyusi',
    trigger: (
      <>
        <UserIcon width={20} height={20} />
        <span>Dilnoza Rahimova</span>
      </>
    ),
    items: [
      { id: 'profile', label: 'Profil', icon: <UserIcon /> },
      { id: 'settings', label: 'Sozlamalar', icon: <SettingsIcon /> },
      { id: 'logout', label: 'Chiqish', icon: <LogOutIcon />, tone: 'critical', separatorBefore: true },
    ],
  },
};

/** Open in the dark theme (the popover is checked by axe too). */
export const DarkOpen: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Дилноза Рахимова/ }));
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};
