import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@karvon/sdk';
import { Card, type RegisterColumn } from '@karvon/ui';
import { useAfterFirstPaint } from '../forms/useAfterFirstPaint.ts';

// The register table and its virtualizer arrive just after the record's first paint, in the room kept for them.
const ProductsTable = lazy(() => import('./ProductsTable.tsx'));

/**
 * The products of a record (an application, delivery or frozen; a cargo), as high as its rows up to 360px. `columns`
 * replaces the products' own (productColumns.tsx) where the record says more or less about them.
 */
export function ProductsCard({
  products,
  columns,
}: {
  products: Product[];
  columns?: RegisterColumn<Product>[];
}) {
  const intl = useIntl();
  const height = Math.min(360, 56 + products.length * 44);
  const placeholder = <div style={{ height }} aria-hidden="true" />;
  const painted = useAfterFirstPaint();
  return (
    <Card title={intl.formatMessage({ id: 'app.products' })} padding="none">
      {painted ? (
        <Suspense fallback={placeholder}>
          <ProductsTable products={products} columns={columns} height={height} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Card>
  );
}
