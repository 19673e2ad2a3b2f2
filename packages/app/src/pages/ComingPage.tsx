import { useIntl } from 'react-intl';
import { Card, Heading, Text } from '@karvon/ui';
import type { MessageId } from '../i18n/messages/ru.ts';

/** An honest placeholder for screens that later issues fill in. */
export function ComingPage({ titleId }: { titleId: MessageId }) {
  const intl = useIntl();
  return (
    <Card>
      <Heading level={1}>{intl.formatMessage({ id: titleId })}</Heading>
      <Text>{intl.formatMessage({ id: 'page.coming' })}</Text>
    </Card>
  );
}
