import type { IntlShape } from 'react-intl';
import type { CargoDetail, Product } from '@karvon/sdk';
import type { RegisterColumn } from '@karvon/ui';
import { formatSum, formatVolume } from '../../format/format.ts';

/** A cargo's lines as products, each with the quantity it carries (not the catalogue's). */
export const cargoLines = (cargo: CargoDetail): Product[] =>
  cargo.products.map((line) => ({ ...line.product, quantity: line.quantity }));

/** What a cargo's products table shows: name, SKU, code, quantity, price, volume and the line's sum. */
export function cargoProductColumns(intl: IntlShape): RegisterColumn<Product>[] {
  const header = (id: FormatjsIntl.Message['ids']) => intl.formatMessage({ id });
  return [
    { id: 'name', header: header('product.name'), value: (row) => row.name, width: 240 },
    { id: 'sku', header: header('product.sku'), value: (row) => row.sku, width: 150 },
    { id: 'code', header: header('product.code'), value: (row) => row.code, width: 120 },
    {
      id: 'quantity',
      header: header('product.quantity'),
      value: (row) => row.quantity,
      cell: (row) => intl.formatNumber(row.quantity),
      width: 90,
      align: 'end',
    },
    {
      id: 'price',
      header: header('cargo.price'),
      value: (row) => formatSum(intl, row.amount),
      width: 120,
      align: 'end',
    },
    {
      id: 'volume',
      header: header('product.volume'),
      value: (row) => formatVolume(intl, row.volume_m3),
      width: 100,
      align: 'end',
    },
    {
      id: 'sum',
      header: header('cargo.amount'),
      value: (row) => formatSum(intl, row.amount * row.quantity),
      width: 130,
      align: 'end',
    },
  ];
}
