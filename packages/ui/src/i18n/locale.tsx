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
