import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { searchKeySql, searchLike } from '../domain/search-text.ts';
import type { Orm } from './database.ts';
import { applications, branches, users } from './schema.ts';

/**
 * The longest search column kept, in characters (all ASCII). The column rides in a btree index (drizzle/0006)
 * whose rows may not pass ~2.7 KB; documents are ~150 characters, so this only bounds growth.
 */
const SEARCH_TEXT_MAX = 1000;

const nameOf = (table: typeof users | typeof branches, id: AnyColumn) =>
  sql`(select ${table.name} from ${table} where ${table.id} = ${id})`;

/**
 * What an application is found by, folded once and stored in `applications.search_text` (GIN trigram index):
 * what the list shows (order id, counteragent, driver, car, register and sale branch) and what an operator types
 * from the papers (load and invoice numbers, PINFL, INN, contract, the address and its landmark). Not the agent
 * or the online user: the list does not show them.
 */
export const applicationSearchText: SQL = sql`left(concat_ws(' ', ${sql.join(
  [
    applications.orderId,
    applications.loadNumber,
    applications.invoiceNumber,
    applications.counteragent,
    applications.pinfl,
    applications.inn,
    applications.contractNumber,
    applications.carNumber,
    nameOf(users, applications.driverId),
    nameOf(branches, applications.registerBranchId),
    nameOf(branches, applications.saleBranchId),
    applications.registeredAddress,
    applications.landmark,
  ].map(searchKeySql),
  sql`, `,
)}), ${sql.raw(String(SEARCH_TEXT_MAX))})`;

/** Folds the search column again for the applications `where` selects (all of them without it). */
export async function refreshApplicationSearch(orm: Pick<Orm, 'update'>, where?: SQL): Promise<void> {
  await orm.update(applications).set({ searchText: applicationSearchText }).where(where);
}

/** The `search` of the application lists (applications, frozen, waiting time): a substring of the stored column. */
export function applicationSearchMatches(search: string | undefined): SQL | undefined {
  return searchLike(search, applications.searchText);
}
