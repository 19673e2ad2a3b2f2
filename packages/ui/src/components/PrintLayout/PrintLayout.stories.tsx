import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uiLocales, type UiLocale } from '../../i18n/locale.tsx';
import { QrCode } from '../QrCode/QrCode.tsx';
import { decodeQr } from '../QrCode/decodeQr.ts';
import { Stack } from '../Stack/Stack.tsx';
import { PrintLayout, type PrintLayoutProps } from './PrintLayout.tsx';

const address = 'https://karvon.uz/reestr/item/15';
const products = [
  [
    'Samsung Galaxy A55 8/256 ГБ',
    'SM-A556E-256',
    '8806095467351',
    'R58W40ABCDE',
    '356789104512345',
    2,
    '4 250 000',
    '8 500 000',
  ],
  [
    'Стиральная машина Samsung WW70T4020EE',
    'WW70T4020EE',
    '8806090595063',
    '—',
    '—',
    3,
    '5 180 000',
    '15 540 000',
  ],
  ['Утюг Tefal FV2838', 'FV2838E0', '3121040078123', '—', '—', 1, '610 000', '610 000'],
];

const words: Record<UiLocale, Omit<PrintLayoutProps, 'aside' | 'mode' | 'locale'> & { qr: string }> = {
  ru: {
    title: 'Реестр конца дня E-2026-1120-01',
    facts: [
      { label: 'Филиал', value: 'Ташкент — главный склад' },
      { label: 'Рабочий день', value: '20.11.2026' },
      { label: 'Статус', value: 'Утверждён' },
    ],
    table: {
      label: 'Товары реестра',
      columns: [
        { header: '№', align: 'end' },
        { header: 'Товар' },
        { header: 'SKU' },
        { header: 'Код' },
        { header: 'Серия' },
        { header: 'IMEI' },
        { header: 'Кол-во', align: 'end' },
        { header: 'Цена', align: 'end' },
        { header: 'Сумма', align: 'end' },
      ],
      rows: products.map((row, index) => [index + 1, ...row]),
    },
    totals: [
      { label: 'Позиций', value: '3' },
      { label: 'Штук', value: '6' },
      { label: 'Сумма', value: '24 650 000 сум' },
      { label: 'Объём', value: '1,034 м³' },
    ],
    note: 'Печать 1 из 1: 20.11.2026, 18:40, Азиз Каримов',
    signatures: ['Сдал', 'Принял'],
    footer: 'E-2026-1120-01 · Ташкент — главный склад · 20.11.2026',
    qr: 'QR-код: адрес реестра',
  },
  uz: {
    title: 'Kun yakuni reyestri E-2026-1120-01',
    facts: [
      { label: 'Filial', value: 'Toshkent — bosh ombor' },
      { label: 'Ish kuni', value: '20.11.2026' },
      { label: 'Holat', value: 'Tasdiqlangan' },
    ],
    table: {
      label: 'Reyestr tovarlari',
      columns: [
        { header: '№', align: 'end' },
        { header: 'Tovar' },
        { header: 'SKU' },
        { header: 'Kod' },
        { header: 'Seriya' },
        { header: 'IMEI' },
        { header: 'Soni', align: 'end' },
        { header: 'Narx', align: 'end' },
        { header: 'Summa', align: 'end' },
      ],
      rows: products.map((row, index) => [index + 1, ...row]),
    },
    totals: [
      { label: 'Pozitsiyalar', value: '3' },
      { label: 'Dona', value: '6' },
      { label: 'Summa', value: '24 650 000 soʻm' },
    ],
    signatures: ['Topshirdi', 'Qabul qildi'],
    footer: 'E-2026-1120-01 · Toshkent — bosh ombor · 20.11.2026',
    qr: 'QR-kod: reyestr manzili',
  },
  'uz-Cyrl': {
    title: 'Кун якуни реестри E-2026-1120-01',
    facts: [
      { label: 'Филиал', value: 'Тошкент — бош омбор' },
      { label: 'Иш куни', value: '20.11.2026' },
    ],
    table: {
      label: 'Реестр товарлари',
      columns: [{ header: '№', align: 'end' }, { header: 'Товар' }, { header: 'Сони', align: 'end' }],
      rows: products.map((row, index) => [index + 1, row[0], row[5]]),
    },
    signatures: ['Топширди', 'Қабул қилди'],
    footer: 'E-2026-1120-01',
    qr: 'QR-код: реестр манзили',
  },
};

const sheet = (locale: UiLocale, mode: PrintLayoutProps['mode'] = 'preview') => {
  const { qr, ...props } = words[locale];
  return (
    <PrintLayout
      key={locale}
      {...props}
      locale={locale}
      mode={mode}
      aside={<QrCode value={address} label={qr} size="28mm" />}
    />
  );
};

const meta = {
  title: 'Components/PrintLayout',
  component: PrintLayout,
  args: { ...words.ru, mode: 'preview', aside: <QrCode value={address} label={words.ru.qr} size="28mm" /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrintLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet as it prints: title, facts and QR code, the lines, totals, which print it is, signatures. */
export const Preview: Story = {
  play: async ({ canvas }) => {
    const sheet = canvas.getByRole('article', { name: 'Реестр конца дня E-2026-1120-01' });
    const page = within(sheet);
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('E-2026-1120-01');
    await expect(
      page.getByRole('table', { name: 'Товары реестра' }).querySelectorAll('tbody tr'),
    ).toHaveLength(3);
    await expect(page.getByText('24 650 000 сум')).toBeVisible();
    await expect(page.getByText('Сдал')).toBeVisible();
    await expect(page.getAllByText('подпись')).toHaveLength(2);
    const qr = page.getByRole('img', { name: 'QR-код: адрес реестра' }) as unknown as SVGSVGElement;
    await expect(await decodeQr(qr)).toBe(address);
  },
};

/** Enough lines for several pages: the header row repeats on each, a row never splits (seen in print). */
export const ManyLines: Story = {
  args: {
    table: {
      ...words.ru.table,
      rows: Array.from({ length: 80 }, (_, index) => [index + 1, ...products[index % 3]!]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(80);
  },
};

/** The same document in the three languages: the signature captions and "Итого" are the component's words. */
export const Languages: Story = {
  render: () => <Stack gap="6">{uiLocales.map((locale) => sheet(locale))}</Stack>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('подпись')).toHaveLength(2);
    await expect(canvas.getAllByText('imzo')).toHaveLength(2);
    await expect(canvas.getByText('Jami')).toBeVisible();
    await expect(canvas.getAllByText('Ф. И. Ш.')).toHaveLength(2);
  },
};

/** A sheet is black on white on the dark theme too, as on paper. */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const sheet = canvas.getByRole('article');
    await expect(getComputedStyle(sheet).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(sheet).color).toBe('rgb(0, 0, 0)');
  },
};

/**
 * `print` mode: nothing on screen; the document waits at the end of <body>, with the page's margin boxes (footer,
 * page numbers), and on paper it is all there is.
 */
export const PrintMode: Story = {
  args: { mode: 'print' },
  play: async ({ canvasElement }) => {
    const printed = document.body.querySelector<HTMLElement>(':scope > [data-print-document]');
    await expect(printed).not.toBeNull();
    await expect(canvasElement.contains(printed)).toBe(false);
    await expect(printed).not.toBeVisible();
    await expect(printed!.querySelector('style')!.textContent).toContain('counter(pages)');
    await expect(printed!.querySelector('style')!.textContent).toContain(words.ru.footer);
  },
};
