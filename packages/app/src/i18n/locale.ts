import { proxy } from 'valtio';
import { readPreference, writePreference } from '../preferences/storage.ts';
import { ru } from './messages/ru.ts';

export const locales = ['ru', 'uz', 'uz-Cyrl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ru';

type Table = Record<string, string>;
/** What react-intl is given: every id may be asked for; a bundle's are there once it has loaded. */
type Messages = Record<FormatjsIntl.Message['ids'], string>;

/**
 * A part of the messages that travels with the screens that use it (a feature's words load with its route): one
 * loader per language. The entry holds only the shell's, sign-in's, errors' and page titles' words.
 */
export type MessageBundle = Record<Locale, () => Promise<Table>>;

// The entry's words: Russian is always at hand; Uzbek in either script loads when it is first chosen.
export const entryMessages: MessageBundle = {
  ru: async () => ru,
  uz: () => import('./messages/uz.ts').then((module) => module.uz),
  'uz-Cyrl': () => import('./messages/uz-Cyrl.ts').then((module) => module.uzCyrl),
};

/**
 * The messages of each language asked for so far: the entry's, and every bundle's as it arrives. A table grows in
 * place, so the `IntlProvider` already holding it finds a bundle's ids as soon as they are added. A bundle goes
 * into every table there is, and a new table takes every bundle there is: whichever comes first, both meet.
 */
const russian: Table = { ...ru };
const tables = new Map<Locale, Promise<Table>>([['ru', Promise.resolve(russian)]]);
const ready = new Map<Locale, Table>([['ru', russian]]);
/** Each bundle asked for, and its arrival in the tables there were when it was first asked for. */
const bundles = new Map<MessageBundle, Promise<unknown>>();

async function add(locale: Locale, bundle: MessageBundle): Promise<void> {
  const [table, messages] = await Promise.all([tables.get(locale)!, bundle[locale]()]);
  Object.assign(table, messages);
}

/** Every message of a language: the entry's and those of every bundle asked for so far. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (!tables.has(locale)) {
    const loading = entryMessages[locale]().then((entry) => ({ ...entry }));
    tables.set(locale, loading);
    // A language that could not load (offline) is forgotten: asked for again, it loads again, and meanwhile no
    // bundle waits on it.
    loading.catch(() => {
      if (tables.get(locale) === loading) tables.delete(locale);
    });
  }
  await Promise.all([...bundles.keys()].map((bundle) => add(locale, bundle)));
  const table = await tables.get(locale)!;
  ready.set(locale, table);
  return table as Messages;
}

/** The words of some screens, in every language asked for so far (the one on screen among them). */
export async function loadBundles(wanted: readonly MessageBundle[]): Promise<void> {
  for (const bundle of wanted)
    if (!bundles.has(bundle)) {
      // Needed in the language on screen; another language's failure is that language's, not the page's.
      const arriving = Promise.all(
        [...tables.keys()].map((locale) =>
          locale === localeState.locale ? add(locale, bundle) : add(locale, bundle).catch(() => undefined),
        ),
      );
      bundles.set(bundle, arriving);
      // A bundle that could not load is asked for again next time.
      arriving.catch(() => {
        if (bundles.get(bundle) === arriving) bundles.delete(bundle);
      });
    }
  await Promise.all(wanted.map((bundle) => bundles.get(bundle)));
}

/** The messages of a language already loaded (the current one always is); Russian otherwise. */
export const messagesOf = (locale: Locale): Messages => (ready.get(locale) ?? russian) as Messages;

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
