import { useIntl } from 'react-intl';
import { Card, Spinner } from '@karvon/ui';

/** Holds the page's place while its data loads, so nothing jumps when it arrives. */
export function PageSkeleton() {
  const intl = useIntl();
  return (
    <Card>
      <div aria-busy="true" style={{ minHeight: '12rem', display: 'grid', placeItems: 'center' }}>
        <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
      </div>
    </Card>
  );
}
