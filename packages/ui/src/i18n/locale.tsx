import { createContext, useContext, type ReactNode } from 'react';

/**
 * The product's languages (SPEC §1, ARCHITECTURE.md): `ru` is the default and fallback, `uz`
 * is Uzbek in Latin script, `uz-Cyrl` Uzbek in Cyrillic. The app owns the messages (react-intl);
 * the design system only holds the few texts that are data, such as status labels.
 */
export const uiLocales = ['ru', 'uz', 'uz-Cyrl'] as const;
export type UiLocale = (typeof uiLocales)[number];
export const defaultUiLocale: UiLocale = 'ru';

/** BCP 47 tags for `Intl` and React Aria's `I18nProvider`. */
export const intlLocales = {
  ru: 'ru-RU',
  uz: 'uz-Latn-UZ',
  'uz-Cyrl': 'uz-Cyrl-UZ',
} as const satisfies Record<UiLocale, string>;

/** Whether a tag writes numbers as Uzbek does (in either script): '12 345,5', a space between groups, a decimal comma. */
const writesUzbekNumbers = (tag: string) => {
  const parts = new Intl.NumberFormat(tag).formatToParts(12345.5);
  const symbol = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return symbol('decimal') === ',' && /^\s$/u.test(symbol('group'));
};
let uzbekLatinNumbers: string | undefined;

/**
 * The tag to format numbers with in a UI language (react-intl, React Aria's number field, the design system's own
 * figures): the language's own, except Uzbek Latin in a browser whose ICU data has no Uzbek Latin numbers. Debian's
 * Chromium says it supports `uz` yet writes 3,249.5 as English does; there Uzbek Cyrillic stands in, which writes
 * numbers the same way ('3 249,5', Latin digits). Only numbers: dates and words never go through this tag.
 */
export function numberLocale(locale: UiLocale): string {
  if (locale !== 'uz') return intlLocales[locale];
  uzbekLatinNumbers ??= writesUzbekNumbers(intlLocales.uz) ? intlLocales.uz : intlLocales['uz-Cyrl'];
  return uzbekLatinNumbers;
}

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (uiLocales as readonly string[]).includes(value);

const UiLocaleContext = createContext<UiLocale>(defaultUiLocale);

export interface UiLocaleProviderProps {
  locale: UiLocale;
  children: ReactNode;
}

/**
 * Tells the design system's components which language to show their data labels in; those built on React Aria
 * pass it on to React Aria themselves (`AriaLocale`), for dates, numbers and calendars (Monday first in all three).
 */
export function UiLocaleProvider({ locale, children }: UiLocaleProviderProps) {
  return <UiLocaleContext value={locale}>{children}</UiLocaleContext>;
}

/** The language set by the nearest `UiLocaleProvider` (`ru` without one). */
export const useUiLocale = (): UiLocale => useContext(UiLocaleContext);
