import type { Orm } from './database.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Demo data of the logistics area; idempotent like the rest of the seed. */
export async function seedLogistics(_tx: Tx): Promise<void> {}
