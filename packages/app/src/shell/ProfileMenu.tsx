import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Avatar, LogOutIcon, Menu, SettingsIcon, Text, UserIcon, visuallyHiddenOnPhone } from '@karvon/ui';
import { logout, session } from '../session/store.ts';
import { loginPath, profilePath, settingsPath } from '../routing/paths.ts';

/** The header's profile menu: profile, settings, sign out. */
export function ProfileMenu() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const name = user?.name ?? '';
  const signOut = async () => {
    await logout();
    navigate(loginPath, { replace: true });
  };
  return (
    <Menu
      label={intl.formatMessage({ id: 'profile.menu' })}
      trigger={
        <>
          <Avatar name={name} size="sm" isDecorative />
          <span className={visuallyHiddenOnPhone}>
            <Text as="span" weight="medium">
              {name}
            </Text>
          </span>
        </>
      }
      items={[
        {
          id: 'profile',
          label: intl.formatMessage({ id: 'page.profile' }),
          icon: <UserIcon />,
          href: profilePath,
        },
        {
          id: 'settings',
          label: intl.formatMessage({ id: 'page.profile.settings' }),
          icon: <SettingsIcon />,
          href: settingsPath,
        },
        {
          id: 'logout',
          label: intl.formatMessage({ id: 'session.logout' }),
          icon: <LogOutIcon />,
          tone: 'critical',
          separatorBefore: true,
        },
      ]}
      onAction={(id) => {
        if (id === 'logout') void signOut();
      }}
    />
  );
}
