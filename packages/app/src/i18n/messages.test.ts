import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadMessages, locales } from './locale.ts';
import { ru } from './messages/ru.ts';

/** The arguments a message takes, however its plural or select branches are worded. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}
const placeholders = (text: string) => [...argumentsOf(parse(text))].sort();

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
