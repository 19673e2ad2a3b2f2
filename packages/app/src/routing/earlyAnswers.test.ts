import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '@karvon/sdk';
import { earlyAnswers, freshForMs } from './earlyAnswers.ts';

function setUp(answers: Array<() => Promise<string>>) {
  let clock = 0;
  const calls: Array<{ query: { page: number }; options: RequestOptions }> = [];
  const ask = vi.fn((query: { page: number }, options: RequestOptions) => {
    calls.push({ query, options });
    return answers[calls.length - 1]!();
  });
  const early = earlyAnswers(ask, () => clock);
  return { early, calls, tick: (ms: number) => (clock += ms) };
}

describe('answers asked for before the page is drawn', () => {
  it('are asked quietly and handed to the page once, without a second request', async () => {
    const { early, calls } = setUp([async () => 'early', async () => 'later']);
    early.askEarly({ page: 1 });
    await expect(early.take({ page: 1 })).resolves.toBe('early');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.notify).toBe('none');
    // Taken once: the next time (a refetch) asks the server again, and loudly.
    await expect(early.take({ page: 1 })).resolves.toBe('later');
    expect(calls[1]!.options.notify).toBeUndefined();
  });

  it('are not handed to a page that asks for something else', async () => {
    const { early, calls } = setUp([async () => 'page 1', async () => 'page 2']);
    early.askEarly({ page: 1 });
    await expect(early.take({ page: 2 })).resolves.toBe('page 2');
    expect(calls.map(({ query }) => query.page)).toEqual([1, 2]);
  });

  it('that failed are asked again by the page, which then hears of any failure', async () => {
    const signal = new AbortController().signal;
    const { early, calls } = setUp([async () => Promise.reject(new Error('403')), async () => 'again']);
    early.askEarly({ page: 1 });
    await expect(early.take({ page: 1 }, signal)).resolves.toBe('again');
    expect(calls[1]!.options).toEqual({ signal });
  });

  it('that are too old are not shown', async () => {
    const { early, calls, tick } = setUp([async () => 'old', async () => 'fresh']);
    early.askEarly({ page: 1 });
    tick(freshForMs + 1);
    await expect(early.take({ page: 1 })).resolves.toBe('fresh');
    expect(calls).toHaveLength(2);
  });
});
