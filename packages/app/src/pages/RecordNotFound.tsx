import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Card, Heading, Stack, Text, textLink } from '@karvon/ui';
import type { MessageId } from '../i18n/messages/ru.ts';

/** A record's page whose address names nothing: said in the page, with the way back to its list. */
export function RecordNotFound({ listHref, listName }: { listHref: string; listName: MessageId }) {
  const intl = useIntl();
  return (
    <Card>
      <Stack gap="4">
        <Heading level={1}>{intl.formatMessage({ id: 'notFound.recordTitle' })}</Heading>
        <Text>{intl.formatMessage({ id: 'notFound.record' })}</Text>
        <Link className={textLink} href={listHref}>
          {intl.formatMessage({ id: 'notFound.backToList' }, { list: intl.formatMessage({ id: listName }) })}
        </Link>
      </Stack>
    </Card>
  );
}
