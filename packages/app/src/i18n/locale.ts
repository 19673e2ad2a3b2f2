import { proxy } from 'valtio';
import { ru, type MessageId, type Messages } from './messages/ru.ts';
import { uz } from './messages/uz.ts';
import { uzCyrl } from './messages/uz-Cyrl.ts';

export const locales = ['ru', 'uz', 'uz-Cyrl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

export const messagesByLocale: Record<Locale, Messages> = { ru, uz, 'uz-Cyrl': uzCyrl };

// The language is a preference, not a secret: localStorage is the right place for it.
const storageKey = 'karvon.locale';

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

function readSavedLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(storageKey);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export const localeState = proxy<{ locale: Locale }>({ locale: readSavedLocale() });

export function setLocale(locale: Locale): void {
  localeState.locale = locale;
  try {
    globalThis.localStorage?.setItem(storageKey, locale);
  } catch {
    // A private window may refuse storage; the choice still holds for this visit.
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
