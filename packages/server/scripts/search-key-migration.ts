import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { applicationSearchText } from '../src/db/application-search.ts';
import { applications } from '../src/db/schema.ts';
import { searchKeyFunctionSql } from '../src/domain/search-text.ts';

/**
 * The statements of the migration that defines `search_key(text)` and folds the applications' search column again,
 * generated from src/domain/search-text.ts and src/db/application-search.ts (drizzle/0012_search-key.sql holds
 * them; test/search-policy.test.ts checks it still does). After changing either, add a migration with this output:
 * `npx tsx scripts/search-key-migration.ts`.
 */
export function searchKeyMigration(): string {
  const update = drizzle.mock().update(applications).set({ searchText: applicationSearchText }).toSQL();
  return `${searchKeyFunctionSql()}--> statement-breakpoint\n${update.sql};\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(searchKeyMigration());
