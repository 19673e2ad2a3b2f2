import { useIntl } from 'react-intl';
import type { Product } from '@karvon/sdk';
import { Card, RegisterTable } from '@karvon/ui';
import { productColumns } from './productColumns.tsx';

/** The products of an application (delivery or frozen), as high as its rows up to 360px. */
export function ProductsCard({ products }: { products: Product[] }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage({ id: 'app.products' })} padding="none">
      <RegisterTable
        label={intl.formatMessage({ id: 'app.products' })}
        columns={productColumns(intl)}
        rows={products}
        getRowId={(row) => String(row.id)}
        isSelectable={false}
        selectAllLabel={intl.formatMessage({ id: 'product.selectAll' })}
        rowSelectLabel={(row) => intl.formatMessage({ id: 'product.select' }, { name: row.name })}
        loadingText={intl.formatMessage({ id: 'app.loading' })}
        emptyText={intl.formatMessage({ id: 'list.noData' })}
        height={Math.min(360, 56 + products.length * 44)}
      />
    </Card>
  );
}
