// The public face of @karvon/sdk. Every export is named here on purpose: no `export *`.

export type {
  AuthUser,
  Branch,
  BranchList,
  ErrorItem,
  ErrorResponse,
  LoginRequest,
  PageMeta,
  RefreshResponse,
  RoleEntry,
  TokenResponse,
} from '@karvon/contracts';

export { createKarvonApi, bindResources } from './api.ts';
export type { KarvonApi, BoundResources } from './api.ts';
export { createKarvonClients } from './clients.ts';
export type { KarvonClients, KarvonClientsOptions, PublicClient, UzClient } from './clients.ts';
export type { ErrorListener, FailureContext, Fetch } from './failure-reporting.ts';

export { NOTIFY_HEADER } from './request-options.ts';
export type { Notify, RequestOptions } from './request-options.ts';
export type { SilentRequestOptions } from './resources/auth.ts';

export { login, refreshToken, logout, getCurrentUser } from './resources/auth.ts';
export { listBranches, BRANCH_PAGE_SIZE } from './resources/branches.ts';
export type { BranchListQuery } from './resources/branches.ts';
export { listUserRoles } from './resources/access.ts';

export { DEFAULT_TOKEN_TYPE } from './token-store.ts';
export type { IssuedTokens, TokenStore } from './token-store.ts';
export { createCookieTokenStore, TOKEN_COOKIES } from './cookie-token-store.ts';
export type { CookieTokenStoreOptions } from './cookie-token-store.ts';
export { createMemoryTokenStore } from './memory-token-store.ts';
export type { StoredTokens } from './memory-token-store.ts';
export {
  ACCESS_COOKIE_DIVISOR,
  REFRESH_COOKIE_DIVISOR,
  accessCookieDays,
  refreshCookieDays,
} from './token-lifetimes.ts';

export { ApiError, NetworkError } from './request-errors.ts';
export { describeFailure } from './error-notice.ts';
export type {
  ErrorNotice,
  ErrorNoticeKind,
  Failure,
  NetworkFailure,
  ResponseFailure,
} from './error-notice.ts';
export { describeLoginFailure } from './login-failure.ts';
export type { LoginFailure } from './login-failure.ts';
export { MAX_ERROR_MESSAGES } from './error-items.ts';
