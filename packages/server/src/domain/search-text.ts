import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The one search policy of every list and picker. Uzbek is written in Cyrillic and in Latin (and Russian names in
 * Cyrillic), so the text searched and the query are both folded to one Latin skeleton: "Тошкент" and "Toshkent"
 * become "toshkent", "Ўзбекистон" and "O'zbekiston" "ozbekiston", "Қарши", "Qarshi" and Russian "Карши" "karshi",
 * "01 A 123 BC" "01a123bc". Lossy on purpose (it only has to make equal words equal): case, q/k and everything but
 * Latin letters and digits are dropped, and the Cyrillic letters take the official Uzbek Latin spelling.
 *
 * `searchKey` folds in JS (the query); the SQL function `search_key(text)` folds in the database (the rows). Both
 * come from the tables below: `searchKeyFunctionSql()` writes the function (see drizzle/0012_search-key.sql), and
 * test/search-policy.test.ts holds the database's function to `searchKey`, letter by letter.
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

const CYRILLIC = Object.keys(CYRILLIC_TO_LATIN).join('');
const LATIN = 'abcdefghijklmnopqrstuvwxyz';
/** Capitals to lower case, spelled out: PostgreSQL's lower() knows only ASCII under the C locale. */
const CAPITALS = LATIN.toUpperCase() + CYRILLIC.toUpperCase();
const SMALL = LATIN + CYRILLIC;
/** Uzbek Latin writes Cyrillic е as "ye" at the start of a word and after a vowel: Еркин → Yerkin, Оиеа → Oiyea. */
const VOWELS = 'аеёиоуўэюяы';

/** Folds text into the search skeleton: Latin letters and digits only. */
export function searchKey(text: string): string {
  let folded = '';
  let previous = '';
  for (const capital of text.normalize('NFC')) {
    const at = CAPITALS.indexOf(capital);
    const char = at === -1 ? capital : SMALL[at]!;
    const wordStart = previous === '' || !SMALL.includes(previous) || VOWELS.includes(previous);
    folded += char === 'е' && wordStart ? 'ye' : (CYRILLIC_TO_LATIN[char] ?? char);
    previous = char;
  }
  return folded.replace(/q/g, 'k').replace(/[^a-z0-9]+/g, '');
}

/** The same folding as SQL, over `$1`: the body of the function `search_key(text)`. */
function searchKeyExpression(): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  let folded = `translate(normalize($1, NFC), ${quote(CAPITALS)}, ${quote(SMALL)})`;
  folded = `regexp_replace(${folded}, ${quote(`(?<![${SMALL}])е|(?<=[${VOWELS}])е`)}, 'ye', 'g')`;
  const single = Object.entries(CYRILLIC_TO_LATIN).filter(([, latin]) => latin.length === 1);
  const other = Object.entries(CYRILLIC_TO_LATIN).filter(([, latin]) => latin.length !== 1);
  for (const [cyrillic, latin] of other) {
    if (latin !== '') folded = `replace(${folded}, ${quote(cyrillic)}, ${quote(latin)})`;
  }
  // translate() deletes the letters of `from` past the end of `to`: the silent signs go last.
  const silent = other.filter(([, latin]) => latin === '').map(([cyrillic]) => cyrillic);
  const from = single.map(([cyrillic]) => cyrillic).join('') + 'q' + silent.join('');
  const to = single.map(([, latin]) => latin.replace('q', 'k')).join('') + 'k';
  return `regexp_replace(translate(${folded}, ${quote(from)}, ${quote(to)}), '[^a-z0-9]+', '', 'g')`;
}

/** The statement that (re)defines `search_key(text)` in the database; a migration holds its output. */
export function searchKeyFunctionSql(): string {
  return [
    'CREATE OR REPLACE FUNCTION search_key(text) RETURNS text',
    'LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE',
    `RETURN ${searchKeyExpression()};`,
  ].join('\n');
}

/** A column or expression folded in the database, as `searchKey` folds in JS. */
export const searchKeySql = (text: AnyColumn | SQL): SQL => sql`search_key((${text})::text)`;

/**
 * A list's `search` against a text already folded (`document`), the one policy of every list:
 * - absent, empty or only spaces: no search, every row (undefined: no condition);
 * - anything else is folded as the rows are, and looked for as a substring;
 * - a query that folds to nothing (😀, "---", "«»": no letter or digit) looks for something no row shows, so it
 *   matches no row, as any other query no row holds.
 * Keys hold only [a-z0-9], so they need no LIKE escaping.
 */
export function searchLike(search: string | undefined, document: AnyColumn | SQL): SQL | undefined {
  if (search === undefined || search.trim() === '') return undefined;
  const key = searchKey(search);
  return key === '' ? sql`false` : sql`${document} like ${`%${key}%`}`;
}

/**
 * The condition of a list's `search` over the texts it shows, folded on both sides (`searchLike` says which rows
 * match); the space between the texts keeps a query from matching across two of them.
 */
export function searchMatches(
  search: string | undefined,
  texts: readonly (AnyColumn | SQL)[],
): SQL | undefined {
  const document = sql.join(
    texts.map((text) => sql`coalesce(${searchKeySql(text)}, '')`),
    sql` || ' ' || `,
  );
  return searchLike(search, document);
}
