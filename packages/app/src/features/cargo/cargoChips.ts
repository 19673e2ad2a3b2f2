import type { IntlShape } from 'react-intl';
import type { Branch, ListCargoQuery } from '@karvon/sdk';
import { cargoStatusLabel, type ActiveFilter, type UiLocale } from '@karvon/ui';

/** The register's filters in force, as chips ('Статус: Отправлен'); the dates are one chip. */
export function cargoChips(
  query: ListCargoQuery,
  intl: IntlShape,
  locale: UiLocale,
  branches: readonly Branch[],
): ActiveFilter[] {
  const chip = (id: string, name: string, value: string) => ({
    id,
    label: intl.formatMessage({ id: 'filter.chip' }, { name, value }),
  });
  const chips: ActiveFilter[] = [];
  if (query.status !== undefined)
    chips.push(
      chip('status', intl.formatMessage({ id: 'cargo.status' }), cargoStatusLabel(query.status, locale)),
    );
  if (query.branch_id !== undefined)
    chips.push(
      chip(
        'branch_id',
        intl.formatMessage({ id: 'filter.branch' }),
        branches.find((branch) => branch.id === query.branch_id)?.name ?? `#${query.branch_id}`,
      ),
    );
  if (query.date_from !== undefined || query.date_to !== undefined)
    chips.push(
      chip(
        'dates',
        intl.formatMessage({ id: 'filter.dates' }),
        `${query.date_from ?? '…'} — ${query.date_to ?? '…'}`,
      ),
    );
  return chips;
}
