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

  it('a language that failed to load does not stop the pages of the one on screen, and loads when asked again', async () => {
    const offline = { ...bundle('fourth'), uz: () => Promise.reject(new Error('offline')) };
    await setLocale('ru');
    await loadBundles([offline]);
    expect(word('ru', 'fourth')).toBe('fourth по-русски');
    const again = bundle('fifth');
    await loadBundles([again]);
    expect(word('ru', 'fifth')).toBe('fifth по-русски');
  });

  it('a bundle that failed in the language on screen is asked for again next time', async () => {
    let fails = true;
    const flaky: MessageBundle = {
      ...bundle('sixth'),
      ru: async () => {
        if (fails) throw new Error('offline');
        return { 'sixth.word': 'sixth по-русски' };
      },
    };
    await setLocale('ru');
    await expect(loadBundles([flaky])).rejects.toThrow('offline');
    fails = false;
    await loadBundles([flaky]);
    expect(word('ru', 'sixth')).toBe('sixth по-русски');
  });
});
