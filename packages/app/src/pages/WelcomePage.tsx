import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Card, Heading, Stack, Text, textLink } from '@karvon/ui';
import { session } from '../session/store.ts';
import { visibleNavigation } from '../routing/navigation.ts';
import { BranchPicker } from './BranchPicker.tsx';
import * as styles from './WelcomePage.css.ts';

/** Where sign-in lands: the screens the role opens (the sidebar's own list), and the working branch. */
export default function WelcomePage() {
  const intl = useIntl();
  const { user, roleEntries, branches } = useSnapshot(session);
  const groups = visibleNavigation(user, roleEntries);
  return (
    <Card>
      <Stack gap="4">
        <Heading level={1}>{intl.formatMessage({ id: 'welcome.title' }, { name: user?.name })}</Heading>
        <Text>{intl.formatMessage({ id: 'welcome.text' })}</Text>
        <nav aria-labelledby="welcome-screens">
          <Stack gap="3">
            <Heading level={2} size="md" id="welcome-screens">
              {intl.formatMessage({ id: 'welcome.screens' })}
            </Heading>
            {groups.length === 0 && (
              <Text tone="muted">{intl.formatMessage({ id: 'welcome.noScreens' })}</Text>
            )}
            <div className={styles.groups}>
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`welcome-${group.id}`}>
                  <Heading level={3} size="sm" id={`welcome-${group.id}`}>
                    {intl.formatMessage({ id: group.label })}
                  </Heading>
                  <ul className={styles.links}>
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <Link className={textLink} href={item.href}>
                          {intl.formatMessage({ id: item.label })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </Stack>
        </nav>
        <BranchPicker />
        <Text tone="muted">
          {intl.formatMessage({ id: 'welcome.branchesLoaded' }, { count: branches.length })}
        </Text>
      </Stack>
    </Card>
  );
}
