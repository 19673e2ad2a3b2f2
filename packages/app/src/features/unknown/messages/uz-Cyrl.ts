import type { Messages } from './ru.ts';

// Unknown goods: goods found in a branch that match no application. Uzbek, Cyrillic script.
export const messages: Messages = {
  'unknown.search': 'Қидирув',
  'unknown.searchHint': 'Номи, код, SKU, IMEI, изоҳ',
  'unknown.col.found_at': 'Топилган',
  'unknown.title': 'Номаълум товар: {name}',
  'unknown.note': 'Товар филиалда топилган ва ҳеч бир аризага мос келмади.',
  'unknown.close': 'Ёпиш',
};
