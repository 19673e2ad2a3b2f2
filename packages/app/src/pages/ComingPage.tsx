import { useIntl } from 'react-intl';
import { Card, Heading, Text } from '@karvon/ui';

/** An honest placeholder for screens that later issues fill in. */
export default function ComingPage() {
  const intl = useIntl();
  return (
    <Card>
      <Heading level={1}>{intl.formatMessage({ id: 'page.del_application' })}</Heading>
      <Text>{intl.formatMessage({ id: 'page.coming' })}</Text>
    </Card>
  );
}
