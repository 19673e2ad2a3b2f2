import { proxy } from 'valtio';
import type { AuthUser, Branch, LoginRequest, RoleEntry } from '@karvon/sdk';
import { api, hasStoredSession, onSessionExpired } from '../api.ts';

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
  } catch {
    // GET /auth/user failing means "go to login" (SPEC §7); the refresh queue already tried to recover.
    reset('anonymous');
  }
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
  }
}

// The refresh failed: the tokens are gone, so is the session; RequireAuth sends the user to sign-in with `next`.
onSessionExpired(() => reset('anonymous'));
