import type { IntlShape } from 'react-intl';
import type { Product } from '@karvon/sdk';
import type { RegisterColumn } from '@karvon/ui';
import { ProductThumbnail } from '../files/ProductThumbnail.tsx';
import { formatSum, formatVolume } from '../format/format.ts';

/** Products of an application (SPEC §3 product fields). */
export function productColumns(intl: IntlShape): RegisterColumn<Product>[] {
  const header = (id: string) => intl.formatMessage({ id: `product.${id}` as 'product.name' });
  return [
    {
      id: 'image',
      header: header('image'),
      value: (row) => row.image_url ?? '',
      cell: (row) => <ProductThumbnail imageUrl={row.image_url} name={row.name} />,
      width: 64,
    },
    { id: 'name', header: header('name'), value: (row) => row.name, width: 210 },
    { id: 'sku', header: header('sku'), value: (row) => row.sku, width: 150 },
    { id: 'code', header: header('code'), value: (row) => row.code, width: 140 },
    { id: 'series', header: header('series'), value: (row) => row.series ?? '—', width: 110 },
    { id: 'brand', header: header('brand'), value: (row) => row.brand ?? '—', width: 110 },
    { id: 'category', header: header('category'), value: (row) => row.category, width: 140 },
    {
      id: 'quantity',
      header: header('quantity'),
      value: (row) => row.quantity,
      cell: (row) => intl.formatNumber(row.quantity),
      width: 80,
      align: 'end',
    },
    {
      id: 'amount',
      header: header('amount'),
      value: (row) => formatSum(intl, row.amount),
      width: 120,
      align: 'end',
    },
    {
      id: 'volume',
      header: header('volume'),
      value: (row) => formatVolume(intl, row.volume_m3),
      width: 100,
      align: 'end',
    },
    { id: 'color', header: header('color'), value: (row) => row.color ?? '—', width: 100 },
    { id: 'imei', header: header('imei'), value: (row) => row.imei ?? '—', width: 170 },
  ];
}
