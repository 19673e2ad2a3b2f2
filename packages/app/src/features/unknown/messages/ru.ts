// Unknown goods: goods found in a branch that match no application. Russian, the default and fallback language (SPEC §1, §9); its ids are the ids of every language.
export const messages = {
  'unknown.search': 'Поиск',
  'unknown.searchHint': 'Название, код, SKU, IMEI, комментарий',
  'unknown.col.found_at': 'Найден',
  'unknown.title': 'Неопознанный товар: {name}',
  'unknown.note': 'Товар найден в филиале и не совпал ни с одной заявкой.',
  'unknown.close': 'Закрыть',
} as const;

export type Messages = Record<keyof typeof messages, string>;
