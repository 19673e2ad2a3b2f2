import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Card, Heading, Stack, Text, textLink } from '@karvon/ui';
import { session } from '../session/store.ts';
import { homePath } from '../routing/paths.ts';
import { BranchPicker } from './BranchPicker.tsx';

export default function WelcomePage() {
  const intl = useIntl();
  const { user, branches } = useSnapshot(session);
  return (
    <Card>
      <Stack gap="4">
        <Heading level={1}>{intl.formatMessage({ id: 'welcome.title' }, { name: user?.name })}</Heading>
        <Text>{intl.formatMessage({ id: 'welcome.text' })}</Text>
        <BranchPicker />
        <Text tone="muted">
          {intl.formatMessage({ id: 'welcome.branchesLoaded' }, { count: branches.length })}
        </Text>
        <Link className={textLink} href={homePath}>
          {intl.formatMessage({ id: 'welcome.toApplications' })}
        </Link>
      </Stack>
    </Card>
  );
}
