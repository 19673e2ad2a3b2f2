import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { intlLocales, useUiLocale } from './locale.tsx';

/**
 * Gives React Aria the UI language's locale. Each component of the design system built on React Aria wraps itself
 * in it, rather than `UiLocaleProvider` once for the whole app: React Aria's i18n module asks Intl for the
 * browser's locale as it loads, which loads ICU's data (some 10 ms), and in the app's entry that would lengthen
 * the task that starts every page. React Aria's widgets are in chunks of their own, loaded when wanted.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={intlLocales[useUiLocale()]}>{children}</I18nProvider>;
}
