import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { numberLocale } from '@karvon/ui';
import { defaultLocale, localeState, messagesOf, type Locale } from './locale.ts';

const cache = createIntlCache();
const byLocale = new Map<Locale, IntlShape>();

/** react-intl outside React (toasts raised by the SDK), in the language the user picked. */
export function currentIntl(): IntlShape {
  const { locale } = localeState;
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: numberLocale(locale),
        defaultLocale: numberLocale(defaultLocale),
        messages: messagesOf(locale),
      },
      cache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}
