import { useSnapshot } from 'valtio';
import { session } from '../../session/store.ts';

/**
 * Whether the user works on their own branch's registers only (`own` on `reestr`, SPEC §6): the server shows them
 * no other branch's and refuses another branch for a new one, so the screens do not offer one.
 */
export function useRegisterScope(): { ownOnly: boolean; ownBranchId: number | null } {
  const { user, roleEntries } = useSnapshot(session);
  const ownOnly = !user?.is_admin && roleEntries.find((entry) => entry.key === 'reestr')?.value === 'own';
  return { ownOnly, ownBranchId: user?.branch_id ?? null };
}
