import { proxy } from 'valtio';
import { readPreference, writePreference } from '../preferences/storage.ts';
import { ru, type MessageId, type Messages } from './messages/ru.ts';

export const locales = ['ru', 'uz', 'uz-Cyrl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

// Russian is always at hand; Uzbek in either script loads when it is first chosen.
const loaders: Record<Locale, () => Promise<Messages>> = {
  ru: async () => ru,
  uz: () => import('./messages/uz.ts').then((module) => module.uz),
  'uz-Cyrl': () => import('./messages/uz-Cyrl.ts').then((module) => module.uzCyrl),
};
const loaded = new Map<Locale, Messages>([['ru', ru]]);

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = loaded.get(locale) ?? (await loaders[locale]());
  loaded.set(locale, messages);
  return messages;
}

/** The messages of a language already loaded (the current one always is); Russian otherwise. */
export const messagesOf = (locale: Locale): Messages => loaded.get(locale) ?? ru;

const storageKey = 'karvon.locale';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** The saved language, to load before the first render. */
export const savedLocale = (): Locale => readPreference(storageKey, isLocale, defaultLocale);

/** The language on screen; it changes only once its messages are loaded, so no raw ids ever show. */
export const localeState = proxy<{ locale: Locale }>({ locale: defaultLocale });

export async function setLocale(locale: Locale): Promise<void> {
  writePreference(storageKey, locale);
  try {
    await loadMessages(locale);
  } catch {
    // The language's file could not load (offline): stay in the current one; the choice is kept for next time.
    return;
  }
  localeState.locale = locale;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
