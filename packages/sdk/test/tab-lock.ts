import type { TabLock } from '../src/tab-lock.ts';

/** A lock as the Web Locks API grants it within one origin: exclusive per name, first come first served. */
export function sharedLock(): TabLock {
  const tails = new Map<string, Promise<unknown>>();
  return (name, task) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}
