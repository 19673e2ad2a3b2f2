import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { SegmentedControl } from '@karvon/ui';
import { localeState, locales, setLocale, type Locale } from '../i18n/locale.ts';

/** The interface language; in the signed-in header a phone shows the languages' codes, to keep one line. */
export function LanguageSwitch({ isShortOnPhone = false }: { isShortOnPhone?: boolean }) {
  const intl = useIntl();
  const { locale } = useSnapshot(localeState);
  return (
    <SegmentedControl
      label={intl.formatMessage({ id: 'language.label' })}
      value={locale}
      onValueChange={(value) => void setLocale(value as Locale)}
      options={locales.map((id) => ({
        id,
        label: intl.formatMessage({ id: `language.${id}` }),
        shortLabel: isShortOnPhone ? intl.formatMessage({ id: `language.short.${id}` }) : undefined,
      }))}
    />
  );
}
