import type { IntlShape } from 'react-intl';
import type { RegisterProduct } from '@karvon/sdk';
import {
  ApprovalBadge,
  approvalLabel,
  RepeatDeliveryBadge,
  repeatDeliveryLabel,
  type UiLocale,
} from '@karvon/ui';
import { ProductThumbnail } from '../../files/ProductThumbnail.tsx';
import { formatSum, formatVolume, formatWhen } from '../../format/format.ts';
import type { ListColumn } from '../../lists/columns.ts';

/** A register line's series: its own, else the product's. */
export const lineSeries = (line: RegisterProduct) => line.series ?? line.product.series;

/**
 * The columns of a register's products (SPEC §3 product fields): what a packer checks first (name, approval,
 * quantity, price, codes), then the rest. Repeat delivery has a column only when a line carries it.
 */
export function registerProductColumns(
  intl: IntlShape,
  locale: UiLocale,
  hasRepeatDelivery: boolean,
): ListColumn<RegisterProduct>[] {
  const header = (id: string) => intl.formatMessage({ id: `product.${id}` as 'product.name' });
  const columns: ListColumn<RegisterProduct>[] = [
    {
      id: 'image',
      header: header('image'),
      value: (line) => line.product.image_url ?? '',
      cell: (line) => <ProductThumbnail imageUrl={line.product.image_url} name={line.product.name} />,
      width: 48,
    },
    { id: 'name', header: header('name'), value: (line) => line.product.name, isKey: true, width: 240 },
    {
      id: 'status',
      header: intl.formatMessage({ id: 'reg.product.status' }),
      value: (line) => line.product.status,
      sheet: (line) => approvalLabel(line.product.status, locale),
      cell: (line) => <ApprovalBadge status={line.product.status} />,
      width: 140,
    },
    {
      id: 'quantity',
      header: header('quantity'),
      value: (line) => line.quantity,
      cell: (line) => intl.formatNumber(line.quantity),
      width: 80,
      align: 'end',
    },
    {
      id: 'amount',
      header: intl.formatMessage({ id: 'reg.add.price' }),
      value: (line) => formatSum(intl, line.product.amount),
      sheet: (line) => ({ sum: line.product.amount }),
      width: 116,
      align: 'end',
    },
    { id: 'sku', header: header('sku'), value: (line) => line.product.sku, width: 130 },
    { id: 'code', header: header('code'), value: (line) => line.product.code, width: 140 },
    { id: 'series', header: header('series'), value: (line) => lineSeries(line) ?? '—', width: 120 },
    { id: 'imei', header: header('imei'), value: (line) => line.product.imei ?? '—', width: 160 },
    {
      id: 'volume',
      header: header('volume'),
      value: (line) => formatVolume(intl, line.product.volume_m3),
      sheet: (line) => line.product.volume_m3,
      width: 90,
      align: 'end',
    },
    { id: 'brand', header: header('brand'), value: (line) => line.product.brand ?? '—', width: 110 },
    { id: 'category', header: header('category'), value: (line) => line.product.category, width: 130 },
    { id: 'color', header: header('color'), value: (line) => line.product.color ?? '—', width: 100 },
    {
      id: 'added_at',
      header: intl.formatMessage({ id: 'reg.col.added_at' }),
      value: (line) => line.added_at,
      cell: (line) => formatWhen(line.added_at, locale),
      width: 140,
    },
  ];
  if (hasRepeatDelivery)
    columns.splice(3, 0, {
      id: 'repeat',
      header: repeatDeliveryLabel(locale),
      value: (line) => line.product.is_repeat_delivery,
      cell: (line) => (line.product.is_repeat_delivery ? <RepeatDeliveryBadge /> : null),
      width: 190,
    });
  return columns;
}
