import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { signedInShell, routes } from './routes.ts';

/**
 * Asks for the code of the page at `pathname`, and of the signed-in shell around it, while the session is still
 * loading. Left to React, the page's code would be asked for only once the shell's had arrived and the session was
 * known: two round trips later. A failure is left to the page itself, which shows it when it is drawn. Settles once
 * both have arrived or failed. The page's part is asked for in a task after the shell's, so that the browser runs
 * their code in two tasks rather than one.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (!route) return;
  const settled = (load: Promise<unknown>) => load.then(noop, noop);
  const shell = route.requiresAuth && settled(signedInShell.preload());
  await new Promise((next) => setTimeout(next));
  await Promise.all([shell, route.preload && settled(route.preload())]);
}

const noop = () => {};

/** The route the router draws at `pathname`: the first that matches, as wouter's `Switch` picks. */
export const routeAt = (pathname: string) => routes.find(({ path }) => matchRoute(parse, path, pathname)[0]);
