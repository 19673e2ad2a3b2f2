import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { AppHeader, Button, Text } from '@karvon/ui';
import { logout, session } from '../session/store.ts';
import { loginPath } from '../routing/paths.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Brand } from './Brand.tsx';

/** The signed-in frame. Issue 6 grows it into the full shell with the sidebar and breadcrumbs. */
export function AppLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const signOut = async () => {
    await logout();
    navigate(loginPath, { replace: true });
  };
  return (
    <AppHeader
      brand={<Brand />}
      actions={
        <>
          <LanguageSwitch />
          <Text as="span" weight="medium">
            {user?.name}
          </Text>
          <Button tone="secondary" size="sm" onPress={signOut}>
            {intl.formatMessage({ id: 'session.logout' })}
          </Button>
        </>
      }
    >
      {children}
    </AppHeader>
  );
}
