import { ApiError } from './request-errors.ts';

/** An openapi-fetch result: its data, or an ApiError carrying the failure. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data as T;
}
