import { proxy } from 'valtio';

/** What the app is waiting for: requests in flight and pages whose code is loading. The loading bar shows it. */
export const activity = proxy({ pending: 0 });

export function startActivity(): () => void {
  activity.pending += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    activity.pending -= 1;
  };
}

/** `fetch`, counted while it runs. */
export function trackedFetch(request: Request): Promise<Response> {
  const end = startActivity();
  return globalThis.fetch(request).finally(end);
}
