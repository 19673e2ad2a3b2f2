import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Card, Heading, Text } from '@karvon/ui';
import { session } from '../session/store.ts';
import { homePath } from '../routing/paths.ts';

export default function WelcomePage() {
  const intl = useIntl();
  const { user, branches, branchId } = useSnapshot(session);
  const branch = branches.find(({ id }) => id === branchId);
  return (
    <Card>
      <Heading level={1}>{intl.formatMessage({ id: 'welcome.title' }, { name: user?.name })}</Heading>
      <Text>{intl.formatMessage({ id: 'welcome.text' })}</Text>
      <Text>
        {intl.formatMessage({ id: 'welcome.branch' })}:{' '}
        <strong>{branch?.name ?? intl.formatMessage({ id: 'welcome.noBranch' })}</strong>
      </Text>
      <Text tone="muted">
        {intl.formatMessage({ id: 'welcome.branchesLoaded' }, { count: branches.length })}
      </Text>
      <Link href={homePath}>{intl.formatMessage({ id: 'welcome.toApplications' })}</Link>
    </Card>
  );
}
