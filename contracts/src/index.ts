import type { components, paths } from './generated/schema.ts';

export type { components, operations, paths } from './generated/schema.ts';

type Schemas = components['schemas'];
export type ErrorItem = Schemas['ErrorItem'];
export type ErrorResponse = Schemas['ErrorResponse'];
export type LoginRequest = Schemas['LoginRequest'];
export type TokenResponse = Schemas['TokenResponse'];
export type RefreshResponse = Schemas['RefreshResponse'];
export type AuthUser = Schemas['AuthUser'];
export type Branch = Schemas['Branch'];
export type BranchList = Schemas['BranchList'];
export type PageMeta = Schemas['PageMeta'];
export type RoleEntry = Schemas['RoleEntry'];

/** Paths under the authorized base `/api/uz`, written without the `/uz` prefix (SPEC §7). */
export type AuthorizedPaths = {
  [P in keyof paths as P extends `/uz${infer Rest}` ? Rest : never]: paths[P];
};

/** Paths under the public base `/api`, where no token is sent (SPEC §7). */
export type PublicPaths = {
  [P in keyof paths as P extends `/uz/${string}` ? never : P]: paths[P];
};
