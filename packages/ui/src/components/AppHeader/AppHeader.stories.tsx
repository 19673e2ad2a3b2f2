import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { LogoMark } from '../LogoMark/LogoMark.tsx';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { AppHeader } from './AppHeader.tsx';

const languages = [
  { id: 'ru', label: 'Русский' },
  { id: 'uz', label: 'Oʻzbekcha' },
  { id: 'uz-Cyrl', label: 'Ўзбекча' },
] as const;

const brand = (
  <>
    <LogoMark size="sm" />
    <span>Karvon</span>
  </>
);

const signOut = fn();

const actions = (
  <>
    <SegmentedControl label="Язык" options={languages} defaultValue="ru" size="sm" />
    <Text as="span" weight="medium">
      Дилноза Рахимова
    </Text>
    <Button tone="secondary" size="sm" onPress={signOut}>
      Выйти
    </Button>
  </>
);

const content = (
  <>
    <Heading level={1}>Заявки</Heading>
    <Card title="Филиал «Ташкент-Чиланзар»" description="Сегодня, 14 мая">
      <Text tone="muted">Заявок за сегодня: 128. Не распечатано: 12.</Text>
    </Card>
  </>
);

/**
 * The page's banner. Testing Library also counts a `<header>` inside a `<section>` (the Card's)
 * as a banner, which browsers and axe do not: keep the one outside any sectioning element.
 */
const pageBanner = (canvasElement: HTMLElement) => {
  const banners = within(canvasElement)
    .getAllByRole('banner')
    .filter((element) => element.parentElement?.closest('article, aside, main, nav, section') === null);
  if (banners.length !== 1) throw new Error(`Expected one page banner, found ${banners.length}`);
  return banners[0] as HTMLElement;
};

const meta = {
  title: 'Screens/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { brand, actions, children: content },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A banner landmark with the brand and the actions, and a main landmark with the page. */
export const Landmarks: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    signOut.mockClear();
    const banner = within(pageBanner(canvasElement));
    await expect(banner.getByText('Karvon')).toBeVisible();
    await expect(banner.getByRole('radiogroup', { name: 'Язык' })).toBeInTheDocument();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();

    await userEvent.click(banner.getByRole('button', { name: 'Выйти' }));
    await expect(signOut).toHaveBeenCalledTimes(1);
  },
};

/** On a narrow phone the actions wrap under the brand. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22.5rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const banner = within(pageBanner(canvasElement));
    const brandBox = banner.getByText('Karvon').getBoundingClientRect();
    const signOutBox = banner.getByRole('button', { name: 'Выйти' }).getBoundingClientRect();
    await expect(signOutBox.top).toBeGreaterThanOrEqual(brandBox.bottom);
    await expect(signOutBox.right).toBeLessThanOrEqual(360);
  },
};

/** The content column stays at most 1280 px wide and centred on a wide screen. */
export const WideScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '100rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const mainElement = canvas.getByRole('main');
    const main = mainElement.getBoundingClientRect();
    const page = (mainElement.parentElement as HTMLElement).getBoundingClientRect();
    await expect(page.width).toBe(1600);
    await expect(main.width).toBe(1280);
    await expect(Math.abs(main.left - page.left - (page.right - main.right))).toBeLessThanOrEqual(1);
  },
};

/** Before the session loads, the header can show the brand alone. */
export const WithoutActions: Story = {
  args: { actions: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(pageBanner(canvasElement)).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** Uzbek (Latin) texts are longer: the actions still fit or wrap. */
export const UzbekLatin: Story = {
  args: {
    actions: (
      <>
        <SegmentedControl label="Til" options={languages} defaultValue="uz" size="sm" />
        <Text as="span" weight="medium">
          Dilnoza Rahimova
        </Text>
        <Button tone="secondary" size="sm">
          Tizimdan chiqish
        </Button>
      </>
    ),
    children: (
      <Stack gap="6">
        <Heading level={1}>Arizalar</Heading>
        <Card title="«Toshkent-Chilonzor» filiali">
          <Text tone="muted">Bugungi arizalar: 128. Chop etilmagan: 12.</Text>
        </Card>
      </Stack>
    ),
  },
};
