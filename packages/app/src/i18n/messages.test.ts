import { describe, expect, it } from 'vitest';
import { loadMessages, locales } from './locale.ts';
import { ru } from './messages/ru.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map(([, name]) => name).sort();

describe.each(locales)('messages in %s', async (locale) => {
  const messages = await loadMessages(locale);

  it('has every id of Russian and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(ru).sort());
  });

  it.each(Object.keys(ru) as (keyof typeof ru)[])('%s is written and keeps the placeholders', (id) => {
    expect(messages[id].trim()).not.toBe('');
    expect(placeholders(messages[id])).toEqual(placeholders(ru[id]));
  });
});
