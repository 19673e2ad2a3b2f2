import { useIntl } from 'react-intl';
import { Button, Card, Stack, Text } from '@karvon/ui';

/** What a page shows when its data did not come: the toast said why; here the user can try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Card>
      <Stack gap="4">
        <Text>{intl.formatMessage({ id: 'load.failed' })}</Text>
        <div>
          <Button tone="secondary" onPress={onRetry}>
            {intl.formatMessage({ id: 'load.retry' })}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
