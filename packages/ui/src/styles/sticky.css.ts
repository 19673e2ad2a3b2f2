import { createVar } from '@vanilla-extract/css';

/**
 * How far below the window's top a sticky part of the page stops: the app header's height where the shell keeps
 * the header in view (`AppHeader` sets it), else unset (read it with `fallbackVar(stickyTop, '0px')`). A table's
 * header row sticks right under the app header with it.
 */
export const stickyTop = createVar();
