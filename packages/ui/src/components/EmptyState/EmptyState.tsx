import type { ReactNode } from 'react';
import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';
import { useLocalizedLabels } from '../LocalizedLabels/useLocalizedLabels.ts';
import { InboxIcon } from '../NavIcons/NavIcons.tsx';
import * as styles from './EmptyState.css.ts';

export const emptyStateKinds = ['noData', 'noResults'] as const;
export type EmptyStateKind = (typeof emptyStateKinds)[number];

/** SPEC §8: 'Нет данных' and 'Нет результатов'. */
export const emptyStateLabels: LabelTable<Record<EmptyStateKind, string>> = {
  ru: { noData: 'Нет данных', noResults: 'Нет результатов' },
  uz: { noData: 'Maʼlumot yoʻq', noResults: 'Natija topilmadi' },
  'uz-Cyrl': { noData: 'Маълумот йўқ', noResults: 'Натижа топилмади' },
};

export interface EmptyStateProps {
  /** Picks the default title: 'Нет данных' (default) or, after a search or filter, 'Нет результатов'. */
  kind?: EmptyStateKind;
  /** Replaces the default title. */
  title?: string;
  /** A sentence on why or what to do ('Измените фильтры или период'). */
  description?: ReactNode;
  /** A decorative icon; default an empty tray. */
  icon?: ReactNode;
  /** A button or link to act ('Сбросить фильтры', 'Добавить филиал'). */
  action?: ReactNode;
}

/** What a list, table or chart shows when it has nothing to show. */
export function EmptyState({ kind = 'noData', title, description, icon, action }: EmptyStateProps) {
  const labels = useLocalizedLabels(emptyStateLabels);
  return (
    <div className={styles.root} data-empty-state="">
      <span className={styles.iconWell} aria-hidden="true">
        {icon ?? <InboxIcon className={styles.icon} />}
      </span>
      <p className={styles.title}>{title ?? labels[kind]}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </div>
  );
}
