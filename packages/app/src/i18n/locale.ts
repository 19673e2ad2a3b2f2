import { proxy } from 'valtio';
import { readPreference, writePreference } from '../preferences/storage.ts';
import { ru, type MessageId, type Messages } from './messages/ru.ts';
import { uz } from './messages/uz.ts';
import { uzCyrl } from './messages/uz-Cyrl.ts';

export const locales = ['ru', 'uz', 'uz-Cyrl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

export const messagesByLocale: Record<Locale, Messages> = { ru, uz, 'uz-Cyrl': uzCyrl };

const storageKey = 'karvon.locale';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

export const localeState = proxy<{ locale: Locale }>({
  locale: readPreference(storageKey, isLocale, defaultLocale),
});

export function setLocale(locale: Locale): void {
  localeState.locale = locale;
  writePreference(storageKey, locale);
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
