import type { ReactNode } from 'react';

/** Is there a message to show? `''`, `false`, `null` and `undefined` are none. */
export const hasMessage = (message: ReactNode): boolean =>
  message !== undefined && message !== null && message !== '' && message !== false;
