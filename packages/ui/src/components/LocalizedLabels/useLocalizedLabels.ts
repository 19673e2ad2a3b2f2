import { useUiLocale, type UiLocale } from '../../i18n/locale.tsx';

/** Built-in texts of a component in the three product languages. */
export type LabelTable<T> = Readonly<Record<UiLocale, T>>;

/**
 * The component's built-in texts in the language of the nearest `UiLocaleProvider`, with the
 * app's overrides on top (the app may pass its own react-intl messages instead).
 */
export function useLocalizedLabels<T extends object>(table: LabelTable<T>, overrides?: Partial<T>): T {
  const locale = useUiLocale();
  return overrides === undefined ? table[locale] : { ...table[locale], ...overrides };
}
