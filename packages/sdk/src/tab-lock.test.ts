import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTabLock } from './tab-lock.ts';

describe('the default tab lock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the Web Locks API where there is one, answering what the task answers', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });

    await expect(defaultTabLock()('karvon.token-refresh', () => Promise.resolve(7))).resolves.toBe(7);
    expect(request).toHaveBeenCalledWith('karvon.token-refresh', expect.any(Function));
  });

  it('just runs the task where there is none', async () => {
    vi.stubGlobal('navigator', undefined);
    await expect(defaultTabLock()('karvon.token-refresh', () => Promise.resolve('ran'))).resolves.toBe('ran');
  });
});
