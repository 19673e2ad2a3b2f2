import { describe, expect, it } from 'vitest';
import {
  loadBundles,
  loadMessages,
  localeState,
  messagesOf,
  setLocale,
  type MessageBundle,
} from './locale.ts';

const bundle = (name: string): MessageBundle => ({
  ru: async () => ({ [`${name}.word`]: `${name} по-русски` }),
  uz: async () => ({ [`${name}.word`]: `${name} oʻzbekcha` }),
  'uz-Cyrl': async () => ({ [`${name}.word`]: `${name} ўзбекча` }),
});
const word = (locale: Parameters<typeof messagesOf>[0], name: string) =>
  (messagesOf(locale) as Record<string, string>)[`${name}.word`];

describe('words that travel with their screens', () => {
  it('a bundle asked for in Russian is there in a language chosen later', async () => {
    await loadBundles([bundle('first')]);
    expect(word('ru', 'first')).toBe('first по-русски');
    await setLocale('uz');
    expect(localeState.locale).toBe('uz');
    expect(word('uz', 'first')).toBe('first oʻzbekcha');
  });

  it('a bundle asked for while another language is still loading reaches it too', async () => {
    const switching = loadMessages('uz-Cyrl');
    await loadBundles([bundle('second')]);
    await switching;
    expect(word('uz-Cyrl', 'second')).toBe('second ўзбекча');
    expect(word('uz', 'second')).toBe('second oʻzbekcha');
  });

  it('the table the app already holds grows in place', async () => {
    const held = messagesOf('ru');
    await loadBundles([bundle('third')]);
    expect((held as Record<string, string>)['third.word']).toBe('third по-русски');
  });
});
