import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { RouterProvider } from '../../navigation/router.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { LogoMark } from '../LogoMark/LogoMark.tsx';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx';
import { Text } from '../Text/Text.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Menu } from '../Menu/Menu.tsx';
import {
  ChartIcon,
  ClipboardIcon,
  ClockIcon,
  HomeIcon,
  LogOutIcon,
  UserIcon,
  PackageIcon,
  SettingsIcon,
  ShieldIcon,
  SnowflakeIcon,
  TruckIcon,
  UsersIcon,
} from '../NavIcons/NavIcons.tsx';
import { AppShell, type AppShellNavGroup } from './AppShell.tsx';

const navigation: AppShellNavGroup[] = [
  {
    id: 'overview',
    label: 'Обзор',
    items: [
      { href: '/dashboard', label: 'Дашборд', icon: <HomeIcon /> },
      { href: '/analytic', label: 'Аналитика', icon: <ChartIcon /> },
    ],
  },
  {
    id: 'applications',
    label: 'Заявки',
    items: [
      { href: '/del_application', label: 'Заявки на доставку', icon: <TruckIcon />, current: true },
      { href: '/freeze_application', label: 'Замороженные заявки', icon: <SnowflakeIcon /> },
      { href: '/wating_time', label: 'Время ожидания', icon: <ClockIcon /> },
    ],
  },
  {
    id: 'registers',
    label: 'Реестры',
    items: [
      { href: '/cargo', label: 'Реестр грузов', icon: <PackageIcon /> },
      { href: '/reestr', label: 'Реестры', icon: <ClipboardIcon /> },
      { href: '/kdreestr', label: 'Реестр за день' },
    ],
  },
  {
    id: 'admin',
    label: 'Администрирование',
    items: [
      { href: '/users', label: 'Пользователи', icon: <UsersIcon /> },
      { href: '/access/roles', label: 'Роли и права', icon: <ShieldIcon /> },
      { href: '/settings/branch', label: 'Филиалы', icon: <SettingsIcon /> },
    ],
  },
];

const languages = [
  { id: 'ru', label: 'Рус' },
  { id: 'uz', label: 'Oʻzb' },
  { id: 'uz-Cyrl', label: 'Ўзб' },
] as const;

const brand = (
  <>
    <LogoMark size="sm" />
    <span>Karvon</span>
  </>
);

const actions = (
  <>
    <SegmentedControl label="Язык" options={languages} defaultValue="ru" size="sm" />
    <Menu
      label="Меню профиля"
      trigger={
        <>
          <Avatar name="Дилноза Рахимова" size="md" isDecorative />
          <span>Дилноза Рахимова</span>
        </>
      }
      items={[
        { id: 'profile', label: 'Профиль', icon: <UserIcon />, href: '/profile' },
        { id: 'settings', label: 'Настройки', icon: <SettingsIcon />, href: '/settings' },
        { id: 'logout', label: 'Выйти', icon: <LogOutIcon />, tone: 'critical', separatorBefore: true },
      ]}
    />
  </>
);

const page = (
  <>
    <Heading level={1}>Заявки на доставку</Heading>
    <Card title="Филиал «Ташкент-Чиланзар»" description="Сегодня">
      <Text tone="muted">Заявок за сегодня: 128. Не распечатано: 12.</Text>
    </Card>
  </>
);

/** The shell lays out by its own width: a frame of 1280 px is a desktop, 360 px a phone. */
const frame =
  (width: string): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );

const navigate = fn();

/** What the app does with its router (wouter: `const [, navigate] = useLocation()`). */
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter, frame('80rem')],
  args: { brand, actions, navigation, children: page, onCollapsedChange: fn() },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    navigation: { control: false },
    children: { control: false },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarNav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Основная навигация' });

export const Playground: Story = {};

/** Landmarks: one named navigation, the banner, the main; the current page is marked for screen readers. */
export const Landmarks: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = within(sidebarNav(canvasElement));
    const current = nav.getByRole('link', { name: 'Заявки на доставку' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/del_application');
    await expect(nav.getByRole('link', { name: 'Пользователи' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('list', { name: 'Заявки' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1 }));
    await expect(canvas.queryByRole('button', { name: 'Открыть меню' })).not.toBeInTheDocument();
    // Wide: the sidebar at the left, the header and the page beside it, both from the top.
    const navBox = sidebarNav(canvasElement).getBoundingClientRect();
    const mainBox = canvas.getByRole('main').getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(mainBox.left).toBeGreaterThanOrEqual(navBox.right);
    await expect(heading.top).toBeLessThan(200);
  },
};

/** The first Tab shows the skip link; Enter moves focus to the page, past the navigation. */
export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    const skip = canvas.getByRole('link', { name: 'Перейти к содержимому' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    const main = canvas.getByRole('main');
    await expect(main.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await expect(within(main).queryAllByRole('link')).toHaveLength(0);
    await expect(sidebarNav(document.body).contains(document.activeElement)).toBe(false);
  },
};

/** Links are real `<a href>`; inside the app's `RouterProvider` a click navigates without reloading. */
export const ClientSideNavigation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const nav = within(sidebarNav(canvasElement));
    await userEvent.click(nav.getByRole('link', { name: 'Реестр грузов' }));
    await expect(navigate).toHaveBeenCalledWith('/cargo');
  },
};

/** The collapse button narrows the sidebar to icons; links keep their names; the app is told. */
export const CollapseAndExpand: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const navElement = sidebarNav(canvasElement);
    const nav = within(navElement);
    const sidebar = navElement.parentElement as HTMLElement;
    const wideWidth = sidebar.getBoundingClientRect().width;
    const collapse = nav.getByRole('button', { name: 'Свернуть меню' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(collapse);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(sidebar.getBoundingClientRect().width).toBeLessThan(wideWidth / 2));
    const expand = nav.getByRole('button', { name: 'Развернуть меню' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Реестр за день' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Заявки на доставку' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(nav.getByRole('button', { name: 'Свернуть меню' })).toHaveFocus();
  },
};

/** The app's whole menu in Uzbek (17 links, 5 groups), beside a page much taller than the window. */
const appMenu = (labels: string[]): AppShellNavGroup[] => {
  const [o1, o2, o3, a1, a2, a3, r1, r2, r3, r4, l1, l2, l3, d1, d2, d3, d4, g1, g2, g3, g4, g5] = labels;
  const group = (id: string, label = '', items: (string | undefined)[]) => ({
    id,
    label,
    items: items.map((item, index) => ({
      href: `/${id}/${index}`,
      label: item ?? '',
      icon: <ClipboardIcon />,
    })),
  });
  return [
    group('overview', g1, [o1, o2, o3]),
    group('applications', g2, [a1, a2, a3]),
    group('registers', g3, [r1, r2, r3, r4]),
    group('logistics', g4, [l1, l2, l3]),
    group('administration', g5, [d1, d2, d3, d4]),
  ];
};
const uzMenu = appMenu(
  [
    'Boshqaruv paneli,Analitika,Harakat,Yetkazib berish arizalari,Muzlatilgan arizalar,Buyurtmalarni biriktirish',
    'Yuklar reyestri,Reyestrlar,KD reyestri,Nomaʼlumlar,Mashinalar,Muddatlar,Kutish vaqti,Filiallar',
    'Foydalanuvchilar,Rollar,Ruxsatlar,Umumiy koʻrinish,Arizalar,Reyestrlar,Logistika,Boshqaruv',
  ]
    .join(',')
    .split(','),
);
const uzCyrlMenu = appMenu(
  [
    'Бошқарув панели,Аналитика,Ҳаракат,Етказиб бериш аризалари,Музлатилган аризалар,Буюртмаларни бириктириш',
    'Юклар реестри,Реестрлар,КД реестри,Номаълумлар,Машиналар,Муддатлар,Кутиш вақти,Филиаллар',
    'Фойдаланувчилар,Роллар,Рухсатлар,Умумий кўриниш,Аризалар,Реестрлар,Логистика,Бошқарув',
  ]
    .join(',')
    .split(','),
);

const tallPage = (
  <>
    <Heading level={1}>Yetkazib berish arizalari</Heading>
    <div style={{ height: 2400 }} />
    <Text>Sahifa oxiri</Text>
  </>
);

/**
 * The whole menu, taller than the window: the sidebar's background runs down the whole page, its links scroll on
 * their own, the collapse button stays in the window (at the top of the page and at its end), and no label is
 * cut ('Yetkazib berish arizalari' wraps).
 */
export const FullMenu: Story = {
  globals: { language: 'uz' },
  args: { navigation: uzMenu, children: tallPage },
  play: async ({ canvasElement }) => {
    // Named in Uzbek here: the sidebar's is the only navigation.
    const nav = within(canvasElement).getByRole('navigation');
    const sidebar = nav.parentElement?.parentElement;
    const collapse = within(nav).getByRole('button', { name: 'Menyuni yigʻish' });
    const inWindow = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    };
    await expect(inWindow(collapse)).toBe(true);
    for (const link of within(nav).getAllByRole('link')) {
      const label = link.lastElementChild as HTMLElement;
      await expect(label.scrollWidth, label.textContent ?? '').toBeLessThanOrEqual(label.clientWidth);
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
        nav.getBoundingClientRect().right,
      );
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(inWindow(collapse)).toBe(true));
    const main = within(canvasElement).getByRole('main');
    await expect(sidebar?.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
    window.scrollTo(0, 0);
  },
};

/** The same in Uzbek Cyrillic, dark. */
export const FullMenuCyrillicDark: Story = {
  globals: { language: 'uz-Cyrl', theme: 'dark' },
  args: { navigation: uzCyrlMenu, children: tallPage },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    for (const link of within(nav).getAllByRole('link')) {
      const label = link.lastElementChild as HTMLElement;
      await expect(label.scrollWidth, label.textContent ?? '').toBeLessThanOrEqual(label.clientWidth);
    }
  },
};

/** Controlled: the app passes the remembered state. Without icons an item shows its first letters. */
export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement, args, userEvent }) => {
    const nav = within(sidebarNav(canvasElement));
    await expect(nav.getByText('Ре', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Развернуть меню' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    // Controlled: it stays collapsed until the app changes `isCollapsed`.
    await expect(nav.getByRole('button', { name: 'Развернуть меню' })).toBeInTheDocument();
  },
};

/** Collapsed, a link's label shows as a tooltip on keyboard focus (and hover). */
export const CollapsedTooltip: Story = {
  args: { isCollapsed: true },
  play: async ({ canvasElement, userEvent }) => {
    const nav = within(sidebarNav(canvasElement));
    await userEvent.tab();
    await userEvent.tab();
    const link = nav.getByRole('link', { name: 'Дашборд' });
    await expect(link).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Дашборд');
    await expect(link).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard: Tab walks the links in order; Enter follows the focused one. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const nav = within(sidebarNav(canvasElement));
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Дашборд' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Аналитика' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/analytic');
  },
};

/**
 * On a phone the sidebar hides; the menu button opens it as a drawer that traps focus.
 *
 * The drawer's code loads on demand, once per page. This is the first story to open it (the test run gives each
 * story file a fresh page), so its first press comes before the code has arrived: the press is kept and the drawer
 * opens when the code arrives. (In Storybook's UI, reload the page before replaying it.)
 */
export const Phone: Story = {
  decorators: [frame('22.5rem')],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const menuButton = canvas.getByRole('button', { name: 'Открыть меню' });
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // Focus asks for the code; the press comes in the same moment, before it can have arrived.
    menuButton.focus();
    fireEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const body = within(document.body);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    const drawer = await body.findByRole('dialog', { name: 'Основная навигация' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const drawerNav = within(within(drawer).getByRole('navigation', { name: 'Основная навигация' }));
    await expect(drawerNav.getByRole('link', { name: 'Заявки на доставку' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuButton).toHaveFocus());

    // Following a link closes the drawer.
    await userEvent.click(menuButton);
    const again = await body.findByRole('dialog', { name: 'Основная навигация' });
    await userEvent.click(within(again).getByRole('link', { name: 'Пользователи' }));
    await expect(navigate).toHaveBeenCalledWith('/users');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The drawer's close button. */
export const PhoneDrawerOpen: Story = {
  decorators: [frame('22.5rem')],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    const body = within(document.body);
    const close = await body.findByRole('button', { name: 'Закрыть меню' });
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Открыть меню' })).toHaveFocus());
  },
};

/** The drawer open in the dark theme (axe checks it, as it checks the whole page). */
export const PhoneDrawerDark: Story = {
  globals: { theme: 'dark' },
  decorators: [frame('22.5rem')],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть меню' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Основная навигация' });
    await waitFor(() => expect(drawer).toBeVisible());
    await expect(within(drawer).getByRole('button', { name: 'Закрыть меню' })).toBeInTheDocument();
  },
};

const uzNavigation: AppShellNavGroup[] = [
  {
    id: 'applications',
    label: 'Arizalar',
    items: [
      { href: '/del_application', label: 'Yetkazib berish arizalari', icon: <TruckIcon />, current: true },
      { href: '/freeze_application', label: 'Muzlatilgan arizalar', icon: <SnowflakeIcon /> },
    ],
  },
  {
    id: 'admin',
    label: 'Boshqaruv',
    items: [{ href: '/users', label: 'Foydalanuvchilar', icon: <UsersIcon /> }],
  },
];

/** Built-in texts follow the language (here Uzbek Latin); long labels are cut with an ellipsis. */
export const UzbekLatin: Story = {
  globals: { language: 'uz' },
  args: { navigation: uzNavigation },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Asosiy navigatsiya' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menyuni yigʻish' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Asosiy qismga oʻtish' })).toBeInTheDocument();
  },
};

export const UzbekCyrillic: Story = {
  globals: { language: 'uz-Cyrl' },
  args: { isCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Асосий навигация' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Менюни ёйиш' })).toBeInTheDocument();
  },
};

/** The header's profile menu opens from the keyboard and its links go through the router. */
export const ProfileMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Дилноза Рахимова/ }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Профиль' }));
    await expect(navigate).toHaveBeenCalledWith('/profile', undefined);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkCollapsed: Story = { globals: { theme: 'dark' }, args: { isCollapsed: true } };
