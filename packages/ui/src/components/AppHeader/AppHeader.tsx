import type { ReactNode } from 'react';
import * as styles from './AppHeader.css.ts';

export interface AppHeaderProps {
  /** The product's mark and name at the start of the header (e.g. `<LogoMark /> Karvon`). */
  brand: ReactNode;
  /** At the end of the header: language switch, the user's name, the sign-out button. */
  actions?: ReactNode;
  /** The page's content, in a centred column. */
  children: ReactNode;
}

/**
 * The frame of a signed-in page: a header (banner landmark) with the brand and the actions,
 * and the page's `main` in a centred column on the canvas. On narrow phones the actions wrap
 * under the brand. On a wide screen (≥ 1024 px) the header stays at the top of the window, and sets `stickyTop`
 * so that a table's header row sticks right under it. (It grows into the app shell with a sidebar later.)
 */
export function AppHeader({ brand, actions, children }: AppHeaderProps) {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.brand}>{brand}</div>
          {actions !== undefined && actions !== null && <div className={styles.actions}>{actions}</div>}
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
