import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Card, Skeleton, Stack, Text } from '@karvon/ui';
import { startActivity } from '../shell/activity.ts';
import * as page from '../layout/page.css.ts';

/**
 * Holds the page's place while its code or data loads, so nothing jumps when it arrives; the loading bar runs. A
 * record's page passes what it is for (the line under its heading): it shows at once, while the
 * heading, which names the record, waits for it.
 */
export function PageSkeleton({ about }: { about?: string }) {
  const intl = useIntl();
  useEffect(() => startActivity(), []);
  const card = (
    <Card>
      <Skeleton lines={6} label={intl.formatMessage({ id: 'app.loading' })} />
    </Card>
  );
  if (about === undefined) return card;
  return (
    <Stack gap="4">
      <span className={page.titlePlaceholder} aria-hidden="true" />
      <Text tone="muted">{about}</Text>
      {card}
    </Stack>
  );
}
