import type { Messages } from './ru.ts';

// Unknown goods: goods found in a branch that match no application. Uzbek, Latin script.
export const messages: Messages = {
  'unknown.search': 'Qidiruv',
  'unknown.searchHint': 'Nomi, kod, SKU, IMEI, izoh',
  'unknown.col.found_at': 'Topilgan',
  'unknown.title': 'Nomaʼlum tovar: {name}',
  'unknown.note': 'Tovar filialda topilgan va hech bir arizaga mos kelmadi.',
  'unknown.close': 'Yopish',
};
