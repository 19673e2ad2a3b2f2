import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from './session/store.ts';

/**
 * Server state of the screens. The SDK already refreshes expired tokens and shows every failure (SPEC §8), so a
 * failed query is not retried here: a retry would only repeat the toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Nothing of one user's data is shown to the next.
onSessionEnd(() => queryClient.clear());
