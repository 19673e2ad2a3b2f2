// Who may hand out which role. Without this, anyone allowed to edit users could give themselves (or a colleague)
// a role with every right: the users screen would be a back door to all the others.

/** How much a role entry opens: nothing, the caller's own rows, or everything ('all' and the on/off '1'). */
function reach(value: string | undefined): 0 | 1 | 2 {
  if (value === 'all' || value === '1') return 2;
  if (value === 'own') return 1;
  return 0;
}

/** The keys on which `role` opens more than `caller`'s own entries do; empty when the caller may grant it. */
export function rightsBeyond(
  role: ReadonlyMap<string, string>,
  caller: ReadonlyMap<string, string>,
): string[] {
  return [...role].filter(([key, value]) => reach(value) > reach(caller.get(key))).map(([key]) => key);
}

/** Whether the caller's entries open `key` for everything: what creating, renaming or deleting that key needs. */
export function holdsFully(caller: ReadonlyMap<string, string>, key: string): boolean {
  return reach(caller.get(key)) === 2;
}
