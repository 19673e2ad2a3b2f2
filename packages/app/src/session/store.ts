import { proxy } from 'valtio';
import type { AuthUser, Branch, LoginRequest, RoleEntry } from '@karvon/sdk';
import { api, hasStoredSession, onSessionExpired } from '../api.ts';
import { discardAllDrafts } from '../forms/drafts.ts';
import { queryClient } from '../query.ts';

export type SessionStatus = 'unknown' | 'loading' | 'anonymous' | 'authenticated';

interface SessionState {
  status: SessionStatus;
  user: AuthUser | null;
  roleEntries: RoleEntry[];
  branches: Branch[];
  /** The working branch picked by the user; null shows 'Не выбран филиал'. */
  branchId: number | null;
}

export const session = proxy<SessionState>({
  status: 'unknown',
  user: null,
  roleEntries: [],
  branches: [],
  branchId: null,
});

function reset(status: SessionStatus): void {
  Object.assign(session, { status, user: null, roleEntries: [], branches: [], branchId: null });
  // Nothing of one user's data is shown to the next.
  queryClient.clear();
}

/** Loads the user, their role entries and the branches (SPEC §4); anonymous when there are no tokens. */
export async function loadSession(): Promise<void> {
  if (!hasStoredSession()) {
    reset('anonymous');
    return;
  }
  session.status = 'loading';
  try {
    const [user, roleEntries, branches] = await Promise.all([
      api.getCurrentUser(),
      api.listUserRoles(),
      api.listBranches({ page: 1, per_page: 500 }),
    ]);
    Object.assign(session, {
      status: 'authenticated',
      user,
      roleEntries,
      branches: branches.data,
      branchId: user.branch_id,
    });
    void restoreWorkingBranch();
  } catch {
    // GET /auth/user failing means "go to login" (SPEC §7); the refresh queue already tried to recover.
    reset('anonymous');
  }
}

/**
 * The working branch picked earlier is kept in the user's settings on the server. Asked quietly (`notify: none`):
 * without it the user's own branch stays, and nothing is worth a toast.
 */
async function restoreWorkingBranch(): Promise<void> {
  try {
    const settings = await api.getSettings({ notify: 'none' });
    if (
      settings.working_branch_id !== null &&
      session.branches.some(({ id }) => id === settings.working_branch_id)
    )
      session.branchId = settings.working_branch_id;
  } catch {
    // See above.
  }
}

/** Picks the working branch and keeps it in the user's settings. */
export async function chooseWorkingBranch(branchId: number | null): Promise<void> {
  const previous = session.branchId;
  session.branchId = branchId;
  try {
    const settings = await api.getSettings();
    await api.updateSettings({ ...settings, working_branch_id: branchId });
  } catch (error) {
    session.branchId = previous;
    throw error;
  }
}

/** The header greets the user by the name they just saved. */
export function renameSignedInUser(name: string): void {
  if (session.user) session.user.name = name;
}

export async function login(credentials: LoginRequest): Promise<void> {
  await api.login(credentials);
  await loadSession();
}

export async function logout(): Promise<void> {
  try {
    await api.logout();
  } finally {
    reset('anonymous');
    discardAllDrafts();
  }
}

// The refresh failed: the tokens are gone, so is the session; RequireAuth sends the user to sign-in with `next`.
onSessionExpired(() => reset('anonymous'));
