import type { IntlShape } from 'react-intl';
import type { Branch, ListApplicationsQuery } from '@karvon/sdk';
import { statusLabel, type ActiveFilter, type UiLocale } from '@karvon/ui';

import { filterKeys, type FilterKey } from './listQuery.ts';

const names: Record<FilterKey, FormatjsIntl.Message['ids']> = {
  status: 'filter.status',
  step: 'filter.step',
  timing: 'filter.timing',
  date_from: 'filter.dates',
  date_to: 'filter.dates',
  branch_id: 'filter.branch',
  sale_branch_id: 'filter.saleBranch',
  driver_id: 'filter.driver',
  online_user_id: 'filter.onlineUser',
  frozen: 'filter.frozen',
  printed: 'filter.printed',
};

/** The chips of the filters in force ('Статус: Новая'), one per filter; the date range is one chip. */
export function activeFilters(
  query: ListApplicationsQuery,
  intl: IntlShape,
  locale: UiLocale,
  branches: readonly Branch[],
): ActiveFilter[] {
  const branchName = (id: number) => branches.find((branch) => branch.id === id)?.name ?? `#${id}`;
  const valueOf = (key: FilterKey): string | undefined => {
    const value = query[key];
    if (value === undefined || value === null) return undefined;
    switch (key) {
      case 'status':
        return statusLabel(query.status!, locale);
      case 'step':
        return intl.formatMessage({ id: `step.${query.step!}` });
      case 'timing':
        return intl.formatMessage({ id: `timing.${query.timing!}` });
      case 'date_from':
        return `${query.date_from} — ${query.date_to ?? '…'}`;
      case 'date_to':
        return query.date_from ? undefined : `… — ${query.date_to}`;
      case 'branch_id':
      case 'sale_branch_id':
        return branchName(value as number);
      case 'frozen':
      case 'printed':
        return intl.formatMessage({ id: value ? 'filter.yes' : 'filter.no' });
      default:
        return `#${String(value)}`;
    }
  };
  return filterKeys.flatMap((key) => {
    const value = valueOf(key);
    return value === undefined
      ? []
      : [
          {
            id: key,
            label: intl.formatMessage(
              { id: 'filter.chip' },
              { name: intl.formatMessage({ id: names[key] }), value },
            ),
          },
        ];
  });
}
