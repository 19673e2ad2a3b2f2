import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { Card, Heading, Stack, Text, textLink } from '@karvon/ui';
import { safeNext, welcomePath } from '../routing/paths.ts';
import * as styles from './NoAccessPage.css.ts';

/** Where a denied route lands (SPEC §6); `next` keeps what was asked for, to retry once the role allows it. */
export default function NoAccessPage() {
  const intl = useIntl();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  return (
    <Card>
      <Stack gap="4">
        <Heading level={1}>{intl.formatMessage({ id: 'page.no-access' })}</Heading>
        <Text>{intl.formatMessage({ id: 'noAccess.text' })}</Text>
        <div className={styles.links}>
          <Link className={textLink} href={welcomePath}>
            {intl.formatMessage({ id: 'noAccess.home' })}
          </Link>
          <Link className={textLink} href={next}>
            {intl.formatMessage({ id: 'noAccess.retry' })}
          </Link>
        </div>
      </Stack>
    </Card>
  );
}
