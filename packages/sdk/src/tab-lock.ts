/** Runs `task` while holding the lock called `name`, and answers what the task answers. */
export type TabLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The lock every token refresh runs under: one refresh per browser at a time. */
export const REFRESH_LOCK = 'karvon.token-refresh';

/**
 * The Web Locks API where there is one: every tab of the origin shares its locks, and a tab that closes mid-task
 * releases its lock. Elsewhere (Node, tools) there are no other tabs: the task just runs.
 */
export function defaultTabLock(): TabLock {
  const locks = globalThis.navigator?.locks;
  // The DOM types read the callback's promise as the lock's value; the lock answers what that promise settles to.
  return locks ? async (name, task) => await locks.request(name, task) : (_name, task) => task();
}
