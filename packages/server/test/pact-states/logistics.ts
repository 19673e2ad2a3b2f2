import type { Orm } from '../../src/db/database.ts';

type StateHandler = () => Promise<undefined>;

/** Provider states of the logistics area (contracts/README.md); each sets up exactly what its name says. */
export function logisticsStates(_orm: () => Orm): Record<string, StateHandler> {
  return {};
}

/** 'no record has id 999999': removes that id from this area's tables. */
export async function forgetLogisticsRecord999999(_orm: Orm): Promise<void> {}
