import type { IntlShape } from 'react-intl';
import type { Branch, ListRegistersQuery } from '@karvon/sdk';
import { approvalLabel, type ActiveFilter, type UiLocale } from '@karvon/ui';
import { formatDay } from '../../format/format.ts';

/** The registers list's filters in force, as chips ('Статус: Черновик'); the business days are one chip. */
export function registerChips(
  query: ListRegistersQuery,
  intl: IntlShape,
  locale: UiLocale,
  branches: readonly Branch[],
): ActiveFilter[] {
  const chip = (id: string, name: string, value: string) => ({
    id,
    label: intl.formatMessage({ id: 'filter.chip' }, { name, value }),
  });
  const chips: ActiveFilter[] = [];
  if (query.status)
    chips.push(
      chip('status', intl.formatMessage({ id: 'reg.filter.status' }), approvalLabel(query.status, locale)),
    );
  if (query.printed !== undefined)
    chips.push(
      chip(
        'printed',
        intl.formatMessage({ id: 'reg.filter.printed' }),
        intl.formatMessage({ id: query.printed ? 'reg.printed.yes' : 'reg.printed.no' }),
      ),
    );
  if (query.branch_id !== undefined)
    chips.push(
      chip(
        'branch_id',
        intl.formatMessage({ id: 'filter.branch' }),
        branches.find((branch) => branch.id === query.branch_id)?.name ?? `#${query.branch_id}`,
      ),
    );
  if (query.date_from !== undefined || query.date_to !== undefined) {
    const from = query.date_from ? formatDay(query.date_from) : '…';
    const to = query.date_to ? formatDay(query.date_to) : '…';
    chips.push(chip('dates', intl.formatMessage({ id: 'reg.filter.days' }), `${from} — ${to}`));
  }
  return chips;
}
