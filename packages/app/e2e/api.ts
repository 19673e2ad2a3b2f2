import type { Page } from '@playwright/test';

/**
 * The API as the signed-in page would call it (the access token from its cookie), to find records for a test or to
 * act as another person would meanwhile.
 */
export async function api(page: Page) {
  const token = (await page.context().cookies()).find(({ name }) => name === 'access_token_ser')!.value;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(`/api/uz/${path}`, { headers });
      if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
      return ((await response.json()) as { data: T }).data;
    },
    async post<T>(path: string, body?: unknown): Promise<T> {
      const response = await page.request.post(`/api/uz/${path}`, { headers, data: body });
      if (!response.ok()) throw new Error(`POST ${path}: ${response.status()}`);
      return ((await response.json()) as { data: T }).data;
    },
  };
}
