/** The header's row on one line, without its 1 px border: sticky parts and toasts sit under it. */
export const appHeaderBarHeight = '3.5rem';
