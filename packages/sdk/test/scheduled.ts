import type fc from 'fast-check';
import { settle } from './fake-api.ts';

/**
 * Waits until every call settled. Answers released outside the scheduler can leave it idle while retries are still
 * about to be scheduled: wait again until the calls settle or nothing moves any more. False when something hangs.
 */
export async function settleAll(scheduler: fc.Scheduler, calls: Promise<unknown>[]): Promise<boolean> {
  const all = Promise.allSettled(calls).then(() => true);
  for (let round = 0; round < 20; round += 1) {
    await scheduler.waitIdle();
    if (await Promise.race([all, settle().then(() => false)])) return true;
  }
  return false;
}
