import type { Orm } from './database.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Demo data of the admin area; idempotent like the rest of the seed. */
export async function seedAdmin(_tx: Tx): Promise<void> {}
