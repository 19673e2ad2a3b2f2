import { RouterLink } from '../../navigation/RouterLink.tsx';
import * as styles from './LinkTabs.css.ts';

export interface LinkTab {
  /** Compared with `value` ('end_of_day'). */
  id: string;
  label: string;
  /** The address of the view ('/reestr?kind=end_of_day'). */
  href: string;
}

export interface LinkTabsProps {
  /** Names the navigation ('Вид реестра'). */
  label: string;
  tabs: ReadonlyArray<LinkTab>;
  /** The id of the view shown (marked `aria-current="page"`). */
  value: string;
}

/**
 * Views of one page that are addresses (a list by kind): a row of links that look like tabs. Each is a real link
 * (a new tab, a bookmark, Back), followed through the app's router; the current one says so to screen readers.
 * No React Aria, so it costs nothing on a list's first paint. For sections of one record, use `Tabs`.
 */
export function LinkTabs({ label, tabs, value }: LinkTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.id} className={styles.item}>
            <RouterLink
              href={tab.href}
              className={styles.link}
              aria-current={tab.id === value ? 'page' : undefined}
              data-tab={tab.id}
            >
              {tab.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
