import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { expect, it, vi } from 'vitest';
import { useRecordQuery } from './useRecordQuery.ts';

it('draws an answer in a transition: the urgent drawing the answer asks for still shows the page as it was', async () => {
  let answer = (_record: string) => {};
  const arrived = new Promise<string>((resolve) => (answer = resolve));
  // For each drawing: what the cache held, and what the page was given to show.
  const drawings: { cached: unknown; shown: string | undefined }[] = [];
  function Record() {
    const cached = useQueryClient().getQueryData(['record', 1]);
    const { data } = useRecordQuery({ queryKey: ['record', 1], queryFn: () => arrived });
    drawings.push({ cached, shown: data });
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRoot(document.createElement('div'));
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <Record />
      </QueryClientProvider>,
    ),
  );
  answer('ORD-1');
  // TanStack Query tells its observers in a task of its own, later still on a busy machine: wait until it has.
  await vi.waitFor(
    async () => {
      await act(() => new Promise((next) => setTimeout(next, 5)));
      expect(drawings.at(-1)).toEqual({ cached: 'ORD-1', shown: 'ORD-1' });
    },
    { timeout: 5000 },
  );

  const firstWithAnswer = drawings.findIndex(({ cached }) => cached === 'ORD-1');
  expect(drawings[firstWithAnswer]).toEqual({ cached: 'ORD-1', shown: undefined });
  act(() => root.unmount());
});
