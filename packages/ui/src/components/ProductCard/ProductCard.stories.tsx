import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { uiLocales } from '../../i18n/locale.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { ProductCard, type ProductCardProduct } from './ProductCard.tsx';

/** A drawn phone, as a data URL: what a fetched picture's object URL gives the card. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e0ecff"/><rect x="38" y="14" width="44" height="92" rx="8" fill="#1f3b73"/><rect x="43" y="24" width="34" height="66" fill="#8fb4ff"/><circle cx="60" cy="98" r="4" fill="#fff"/></svg>',
)}`;

const phone: ProductCardProduct = {
  name: 'Смартфон Samsung Galaxy A55 8/256 ГБ',
  sku: 'SM-A556E-256-NV',
  code: '8806095467351',
  series: 'R58W40ABCDE',
  brand: 'Samsung',
  category: 'Смартфоны',
  quantity: 2,
  amount: 4_890_000,
  volume_m3: 0.002,
  color: 'Тёмно-синий',
  imei: '356789104512345',
  status: 'draft',
  is_repeat_delivery: false,
};

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: phone, imageSrc: picture },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: phone.name })).toBeVisible();
    await expect(canvas.getByRole('img', { name: phone.name })).toBeVisible();
    await expect(canvas.getByText('Черновик')).toBeVisible();
    await expect(canvas.getByText('Цена: 4 890 000 сум')).toBeVisible();
    await expect(canvas.getByText('356789104512345')).toBeVisible();
  },
};

export const Approved: Story = {
  args: { product: { ...phone, status: 'approved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Утверждён')).toBeVisible();
  },
};

/** SPEC §4: a product left twice in the end-of-day register goes out again. */
export const SentForRepeatDelivery: Story = {
  args: { product: { ...phone, status: 'approved', is_repeat_delivery: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Повторная доставка')).toBeVisible();
  },
};

/** No picture saved: a placeholder that says so; the empty series, brand, colour and IMEI are left out. */
export const WithoutImageOrOptionalFields: Story = {
  args: {
    imageSrc: null,
    product: { ...phone, name: 'Кабель USB-C', series: null, brand: null, color: null, imei: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет фото')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText('Серия')).toBeNull();
    await expect(canvas.queryByText('IMEI')).toBeNull();
  },
};

/** A picture the browser cannot show (a damaged file): the placeholder says so, not the name squeezed into the box. */
export const BrokenImage: Story = {
  args: { imageSrc: 'data:image/png;base64,AAAA' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Фото не открывается')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The picture is still being fetched: the same room, no words yet. */
export const ImageLoading: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Нет фото')).toBeNull();
  },
};

/** A button for the product (approving a draft), reached with Tab like any other. */
const approve = fn();
export const WithAction: Story = {
  args: {
    actions: (
      <Button tone="primary" size="sm" onPress={approve}>
        Утвердить товар
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    approve.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Утвердить товар' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(approve).toHaveBeenCalledOnce();
  },
};

/** A long name and long codes wrap instead of widening a narrow card (a phone). */
export const Narrow: Story = {
  args: {
    product: {
      ...phone,
      name: 'Холодильник двухкамерный Artel HD 455 RWENE с нижней морозильной камерой, стальной',
      sku: 'ARTEL-HD455RWENE-STEEL-2026-UZ',
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** The same product in the three languages: field names, currency and badges follow the language. */
export const Languages: Story = {
  render: (args) => (
    <Stack gap="6">
      {uiLocales.map((locale) => (
        <ProductCard
          key={locale}
          {...args}
          locale={locale}
          product={{ ...phone, is_repeat_delivery: true }}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Цена: 4 890 000 сум')).toBeVisible();
    await expect(canvas.getByText(/^Narx: 4.890.000 soʻm$/)).toBeVisible();
    await expect(canvas.getByText(/^Нарх: 4.890.000 сўм$/)).toBeVisible();
    await expect(canvas.getByText('Qayta yetkazish')).toBeVisible();
  },
};

export const LanguagesDark: Story = { ...Languages, globals: { theme: 'dark' } };
