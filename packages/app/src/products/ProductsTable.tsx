import { useIntl } from 'react-intl';
import type { Product } from '@karvon/sdk';
import { RegisterTable, type RegisterColumn } from '@karvon/ui';
import { productColumns } from './productColumns.tsx';

/** The products' register table, a chunk of its own (with its virtualizer) drawn by ProductsCard after first paint. */
export default function ProductsTable({
  products,
  columns,
  height,
}: {
  products: Product[];
  columns?: RegisterColumn<Product>[];
  height: number;
}) {
  const intl = useIntl();
  return (
    <RegisterTable
      label={intl.formatMessage({ id: 'app.products' })}
      columns={columns ?? productColumns(intl)}
      rows={products}
      getRowId={(row) => String(row.id)}
      isSelectable={false}
      selectAllLabel={intl.formatMessage({ id: 'product.selectAll' })}
      rowSelectLabel={(row) => intl.formatMessage({ id: 'product.select' }, { name: row.name })}
      loadingText={intl.formatMessage({ id: 'app.loading' })}
      emptyText={intl.formatMessage({ id: 'list.noData' })}
      height={height}
    />
  );
}
