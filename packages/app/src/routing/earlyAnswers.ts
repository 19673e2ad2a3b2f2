import type { RequestOptions } from '@karvon/sdk';

/** An answer asked for this long ago is too old to show as a page's first data. */
export const freshForMs = 10_000;

/**
 * Answers asked for before a page is drawn (routing/preload.ts), handed to the page once when it asks the same.
 * Asked quietly (`notify: none`): if one failed, the page asks again itself and that failure is reported as usual.
 */
export function earlyAnswers<Query, Answer>(
  ask: (query: Query, options: RequestOptions) => Promise<Answer>,
  now: () => number = () => performance.now(),
) {
  const asked = new Map<string, { answer: Promise<Answer>; at: number }>();
  const keyOf = (query: Query) => JSON.stringify(query);
  return {
    askEarly(query: Query) {
      const answer = ask(query, { notify: 'none' });
      answer.catch(() => {});
      asked.set(keyOf(query), { answer, at: now() });
    },
    /** The early answer to `query` if there is a fresh one (once), else a request of its own. */
    take(query: Query, signal?: AbortSignal): Promise<Answer> {
      const key = keyOf(query);
      const early = asked.get(key);
      asked.delete(key);
      const askNow = () => ask(query, { signal });
      if (!early || now() - early.at > freshForMs) return askNow();
      return early.answer.catch(askNow);
    },
  };
}
