import { proxy } from 'valtio';
import type { AuthUser, Branch, LoginRequest, RoleEntry } from '@karvon/sdk';
import {
  getCurrentUser,
  getSettings,
  listBranches,
  listUserRoles,
  login as signIn,
  logout as signOut,
  updateSettings,
} from '@karvon/sdk';
import { clients, hasStoredSession, onSessionExpired } from '../api.ts';
import { discardAllDrafts } from '../forms/drafts.ts';

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
  sessionEndListeners.forEach((listener) => listener());
}

const sessionEndListeners = new Set<() => void>();

/** Called whenever the session ends (sign-out, expiry, a failed load): caches of the user's data forget it. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
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
      getCurrentUser(clients),
      listUserRoles(clients),
      listBranches(clients, { page: 1, per_page: 500 }),
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
    const settings = await getSettings(clients, { notify: 'none' });
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
    const settings = await getSettings(clients);
    await updateSettings(clients, { ...settings, working_branch_id: branchId });
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
  await signIn(clients, credentials);
  await loadSession();
}

export async function logout(): Promise<void> {
  try {
    await signOut(clients);
  } finally {
    reset('anonymous');
    discardAllDrafts();
  }
}

// The refresh failed: the tokens are gone, so is the session; RequireAuth sends the user to sign-in with `next`.
onSessionExpired(() => reset('anonymous'));
