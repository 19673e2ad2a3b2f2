import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button, Text } from '@karvon/ui';
import { logout, session } from '../session/store.ts';
import { loginPath } from '../routing/paths.ts';

export function ProfileMenu() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const signOut = async () => {
    await logout();
    navigate(loginPath, { replace: true });
  };
  return (
    <>
      <Text as="span" weight="medium">
        {user?.name}
      </Text>
      <Button tone="secondary" size="sm" onPress={signOut}>
        {intl.formatMessage({ id: 'session.logout' })}
      </Button>
    </>
  );
}
