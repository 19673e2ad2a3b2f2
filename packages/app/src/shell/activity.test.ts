import { afterEach, describe, expect, it, vi } from 'vitest';
import { activity, startActivity, trackedFetch } from './activity.ts';

afterEach(() => vi.unstubAllGlobals());

describe('activity', () => {
  it('counts each piece of work once, however often it ends', () => {
    const endA = startActivity();
    const endB = startActivity();
    expect(activity.pending).toBe(2);
    endA();
    endA();
    expect(activity.pending).toBe(1);
    endB();
    expect(activity.pending).toBe(0);
  });

  it('counts a request until it answers or fails', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = trackedFetch(new Request('https://karvon.test/api/uz/auth/user'));
    expect(activity.pending).toBe(1);
    answer(new Response('{}'));
    await pending;
    expect(activity.pending).toBe(0);

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(trackedFetch(new Request('https://karvon.test/api/uz/auth/user'))).rejects.toThrow();
    expect(activity.pending).toBe(0);
  });
});
