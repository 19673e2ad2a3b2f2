import { useSnapshot } from 'valtio';
import type { CargoDetail } from '@karvon/sdk';
import { session } from '../../session/store.ts';

/**
 * What the signed-in user may do with a cargo, as the server decides it: with `own` on the register a user sends,
 * edits and makes cargo from their own branch only, and receives only at it; with `all` (or as an administrator)
 * anywhere.
 */
export function useCargoScope() {
  const { user, roleEntries } = useSnapshot(session);
  const ownBranchOnly =
    !user?.is_admin && roleEntries.some((entry) => entry.key === 'cargo' && entry.value === 'own');
  const branchId = user?.branch_id ?? null;
  const at = (id: number) => !ownBranchOnly || id === branchId;
  return {
    ownBranchOnly,
    branchId,
    canEdit: (cargo: CargoDetail) => cargo.status === 'draft' && at(cargo.sender_branch.id),
    canSend: (cargo: CargoDetail) => cargo.status === 'draft' && at(cargo.sender_branch.id),
    canReceive: (cargo: CargoDetail) => cargo.status === 'sent' && at(cargo.receiver_branch.id),
  };
}
