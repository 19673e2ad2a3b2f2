import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Card, Skeleton } from '@karvon/ui';
import { startActivity } from '../shell/activity.ts';

/** Holds the page's place while its code or data loads, so nothing jumps when it arrives; the loading bar runs. */
export function PageSkeleton() {
  const intl = useIntl();
  useEffect(() => startActivity(), []);
  return (
    <Card>
      <Skeleton lines={6} label={intl.formatMessage({ id: 'app.loading' })} />
    </Card>
  );
}
