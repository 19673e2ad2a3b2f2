import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { breakpoints } from '../../tokens/index.ts';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './FilterPanel.css.ts';

export interface FilterPanelLabels {
  /** The button, and the sheet's title ('Фильтры'); the button adds the count: 'Фильтры · 3'. */
  filters: string;
  /** Closes the sheet ('Показать результаты'). */
  showResults: string;
  /** Names the sheet's close button in the corner. */
  close: string;
}

export const filterPanelLabels: LabelTable<FilterPanelLabels> = {
  ru: { filters: 'Фильтры', showResults: 'Показать результаты', close: 'Закрыть' },
  uz: { filters: 'Filtrlar', showResults: 'Natijalarni koʻrsatish', close: 'Yopish' },
  'uz-Cyrl': { filters: 'Филтрлар', showResults: 'Натижаларни кўрсатиш', close: 'Ёпиш' },
};

export interface FilterPanelProps {
  /** The filter fields (selects, a date range…). The search field stays outside, always in view. */
  children: ReactNode;
  /** How many filters are set: the folded button says so ('Фильтры · 3'). */
  activeCount: number;
  /**
   * Below this width of its own, in px, the fields fold behind the button. Default 560 (a phone), which is also the
   * width a panel drawn ahead of time (on the server) folds below.
   */
  foldBelow?: number;
  /** Called when 'Показать результаты' closes the sheet (the fields apply as they change). */
  onShowResults?: () => void;
  /** Overrides of the built-in texts (ru, uz, uz-Cyrl by the nearest `UiLocaleProvider`). */
  labels?: Partial<FilterPanelLabels>;
}

/**
 * The filters of a list. Where there is room they show in place; in a narrow place (a phone) they fold behind one
 * button that tells how many are set ('Фильтры · 3') and opens them in a modal sheet (the design system's
 * `Dialog`: focus kept inside, Escape closes, its code loaded on demand) closed by 'Показать результаты'. So on a
 * phone the list's first rows are in view under the search, not some 1,000 px down.
 *
 * The way is decided by its own width (a `ResizeObserver`, before the first paint; until then a guess from the
 * window's width), so it holds in a story frame as in the app. Switching ways mounts the fields anew: keep their
 * values in the app's state (the URL), as lists do.
 */
export function FilterPanel({
  children,
  activeCount,
  foldBelow = styles.defaultFoldBelow,
  onShowResults,
  labels: overrides,
}: FilterPanelProps) {
  const labels = useLocalizedLabels(filterPanelLabels, overrides);
  const rootRef = useRef<HTMLDivElement>(null);
  const [isFolded, setFolded] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < breakpoints.tablet,
  );

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const folded = entry.contentRect.width < foldBelow;
      // Before the browser paints the wrong way.
      flushSync(() => setFolded(folded));
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [foldBelow]);

  const buttonLabel = activeCount > 0 ? `${labels.filters} · ${activeCount}` : labels.filters;
  if (typeof window === 'undefined')
    // Drawn ahead of time (a page's skeleton, inert until the app draws the page): both ways, and a container
    // query shows the one its width calls for, so a phone gets the folded button from the first paint.
    return (
      <div className={`${styles.root} ${styles.sizedByCss}`}>
        <div className={styles.foldedWay}>
          <Button tone="secondary" fullWidth>
            {buttonLabel}
          </Button>
        </div>
        <div className={`${styles.inline} ${styles.inPlaceWay}`}>{children}</div>
      </div>
    );

  return (
    <div ref={rootRef} className={styles.root} data-folded={isFolded || undefined}>
      {isFolded ? (
        <Dialog
          title={labels.filters}
          closeLabel={labels.close}
          trigger={
            <Button tone="secondary" fullWidth>
              {buttonLabel}
            </Button>
          }
          footer={(close) => (
            <Button
              tone="primary"
              fullWidth
              onPress={() => {
                close();
                onShowResults?.();
              }}
            >
              {labels.showResults}
            </Button>
          )}
        >
          <div className={styles.sheetFields}>{children}</div>
        </Dialog>
      ) : (
        <div className={styles.inline}>{children}</div>
      )}
    </div>
  );
}
