import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Card, SegmentedControl, Stack } from '@karvon/ui';
import { themeNames, type ThemeName } from '@karvon/ui';
import { setTheme, themeState } from '../preferences/theme.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { BranchPicker } from './BranchPicker.tsx';

/** The user's own preferences: language and theme stay in this browser, the working branch on the server. */
export default function SettingsPage() {
  const intl = useIntl();
  const { theme } = useSnapshot(themeState);
  return (
    <Card title={intl.formatMessage({ id: 'page.profile.settings' })} titleLevel={1}>
      <Stack gap="6">
        <LanguageSwitch />
        <SegmentedControl
          label={intl.formatMessage({ id: 'settings.theme' })}
          value={theme}
          onValueChange={(value) => setTheme(value as ThemeName)}
          options={themeNames.map((id) => ({
            id,
            label: intl.formatMessage({ id: `settings.theme.${id}` }),
          }))}
        />
        <BranchPicker />
      </Stack>
    </Card>
  );
}
