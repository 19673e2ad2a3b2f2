import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { entryMessages, locales } from './i18n/locale.ts';
import { ordersMessages } from './orders/messages/index.ts';
import { applicationsMessages } from './features/applications/messages/index.ts';
import { frozenMessages } from './features/frozen/messages/index.ts';
import { attachmentsMessages } from './features/attachments/messages/index.ts';
import { waitingMessages } from './features/waiting/messages/index.ts';
import { kdRegistersMessages } from './features/kdregisters/messages/index.ts';
import { unknownMessages } from './features/unknown/messages/index.ts';
import { registersMessages } from './features/registers/messages/index.ts';
import { cargoMessages } from './features/cargo/messages/index.ts';
import { accountMessages } from './pages/messages/index.ts';

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

const bundles = {
  entry: entryMessages,
  orders: ordersMessages,
  applications: applicationsMessages,
  frozen: frozenMessages,
  attachments: attachmentsMessages,
  waiting: waitingMessages,
  kdregisters: kdRegistersMessages,
  unknown: unknownMessages,
  registers: registersMessages,
  cargo: cargoMessages,
  account: accountMessages,
};

describe.each(Object.entries(bundles))('the %s messages', (_name, bundle) => {
  describe.each(locales)('in %s', async (locale) => {
    const russian = await bundle.ru();
    const messages = await bundle[locale]();

    it('have every id of Russian and no other', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(russian).sort());
    });

    it.each(Object.keys(russian))('%s is written, valid ICU, and keeps the placeholders', (id) => {
      expect(messages[id]!.trim()).not.toBe('');
      expect(placeholders(messages[id]!)).toEqual(placeholders(russian[id]!));
    });
  });
});

it('no id is in two bundles: each word has one home', async () => {
  const ids = await Promise.all(Object.values(bundles).map(async (bundle) => Object.keys(await bundle.ru())));
  const all = ids.flat();
  expect(all.length).toBe(new Set(all).size);
});
