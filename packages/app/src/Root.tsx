import { StrictMode } from 'react';
import { App } from './App.tsx';

/** What main.tsx renders, and what the prerendered sign-in page was rendered from: one tree, so hydration matches. */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
