/**
 * One spelling for search: Uzbek is written in Cyrillic and in Latin (and Russian names in Cyrillic), so both
 * the stored search column and the query are folded to the same Latin skeleton. "Тошкент" and "Toshkent" become
 * "toshkent"; "Ўзбекистон" and "O'zbekiston" become "ozbekiston"; "Қарши", "Qarshi" and Russian "Карши" become
 * "karshi".
 *
 * The folding is deliberately lossy (it only has to make equal words equal): apostrophes and the o'/g' marks go,
 * q folds into k, and the letters with no Latin twin take the official Uzbek Latin spelling.
 */

const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  қ: 'q',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  ў: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ҳ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Kazakh/Karakalpak letters met in Nukus addresses.
  ң: 'ng',
  ә: 'a',
  ө: 'o',
  ү: 'u',
  ұ: 'u',
  і: 'i',
};

const VOWELS = new Set(['а', 'е', 'ё', 'и', 'о', 'у', 'ў', 'э', 'ю', 'я', 'ы']);

/** ʻ ʼ ’ ‘ ` ' and the like: the o'/g' marks and the tutuq belgisi, typed a dozen ways. */
const APOSTROPHES = /['`\u2018\u2019\u02BB\u02BC\u02B9\u00B4]/g;

/**
 * Folds text into the search skeleton: lower case, Latin letters and digits, single spaces; other
 * punctuation becomes a space so "ORD-2026-000123" still matches "000123".
 */
export function searchKey(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  let latin = '';
  let previous = '';
  for (const char of lower) {
    if (char === 'е' && (previous === '' || !/\p{L}/u.test(previous) || VOWELS.has(previous))) {
      // Uzbek Latin writes Cyrillic е as "ye" at the start of a word and after a vowel: Еркин → Yerkin.
      latin += 'ye';
    } else {
      latin += CYRILLIC_TO_LATIN[char] ?? char;
    }
    previous = char;
  }
  return latin
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, '')
    .replace(/q/g, 'k')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The longest search column kept, in characters (all ASCII after `searchKey`). The column rides in a btree index
 * (drizzle/0006) whose rows may not pass ~2.7 KB; documents are ~100 characters, so this only bounds growth.
 */
export const SEARCH_TEXT_MAX = 1000;

/** The search column of a record: the skeletons of every searchable field, one line. */
export function searchDocument(fields: readonly (string | null | undefined)[]): string {
  return fields
    .filter((field): field is string => typeof field === 'string' && field !== '')
    .map(searchKey)
    .join(' ')
    .slice(0, SEARCH_TEXT_MAX);
}
