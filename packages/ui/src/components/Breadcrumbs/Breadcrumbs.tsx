import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { ChevronRightIcon } from '../NavIcons/NavIcons.tsx';
import { RouterLink } from '../../navigation/RouterLink.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface BreadcrumbItem {
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
  label: string;
}

export interface BreadcrumbsLabels {
  /** Names the navigation landmark. */
  navigation: string;
}

export const breadcrumbsLabels: LabelTable<BreadcrumbsLabels> = {
  ru: { navigation: 'Навигационная цепочка' },
  uz: { navigation: 'Navigatsiya zanjiri' },
  'uz-Cyrl': { navigation: 'Навигация занжири' },
};

export interface BreadcrumbsProps {
  /** From the root to the current page; the last item is the current page. */
  items: ReadonlyArray<BreadcrumbItem>;
  labels?: Partial<BreadcrumbsLabels>;
}

/**
 * Where the page sits: a named `nav` with an ordered list of native links; the last crumb is the
 * current page (`aria-current="page"`, not a link). Links go through the app's `RouterProvider`
 * (`RouterLink`), like the sidebar's; the separators are decorative.
 */
export function Breadcrumbs({ items, labels: overrides }: BreadcrumbsProps) {
  const labels = useLocalizedLabels(breadcrumbsLabels, overrides);
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={labels.navigation}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {index === lastIndex || item.href === undefined ? (
              <span className={styles.current} aria-current={index === lastIndex ? 'page' : undefined}>
                {item.label}
              </span>
            ) : (
              <RouterLink href={item.href} className={styles.link}>
                {item.label}
              </RouterLink>
            )}
            {index < lastIndex && <ChevronRightIcon className={styles.separator} />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
