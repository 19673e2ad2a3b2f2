import { memo } from 'react';
import type { ListFrozenApplicationsQuery } from '@karvon/sdk';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { DeferredFields } from '../../forms/DeferredFields.tsx';
import { usePeriod } from '../../lists/usePeriod.ts';
import { useFilterQuery } from '../../lists/useListView.ts';
import { session } from '../../session/store.ts';
import { frozenList } from './listQuery.ts';
import * as page from '../../layout/page.css.ts';

export interface FrozenFilterProps {
  onChange(changes: Partial<ListFrozenApplicationsQuery>): void;
}

/**
 * The frozen list's filters (the contract's branch and dates). Their widgets come when the user reaches for the
 * filters; until then each shows as a stand-in of its size, with its value (forms/DeferredFields.tsx). They read
 * the address themselves (`useFilterQuery`), so a choice paints at once.
 */
export const FrozenFilterFields = memo(function FrozenFilterFields({ onChange }: FrozenFilterProps) {
  const query = useFilterQuery(frozenList);
  const intl = useIntl();
  const period = usePeriod(query, onChange);
  const { branches } = useSnapshot(session);
  return (
    <DeferredFields
      fields={[
        {
          slot: 'branch',
          className: page.panelField,
          field: {
            kind: 'combobox',
            label: intl.formatMessage({ id: 'filter.branch' }),
            placeholder: intl.formatMessage({ id: 'filter.any' }),
            options: branches.map((branch) => ({ id: String(branch.id), label: branch.name })),
            value: query.branch_id ? String(query.branch_id) : null,
            onValueChange: (id) => onChange({ branch_id: id ? Number(id) : undefined }),
          },
        },
        {
          slot: 'dates',
          className: page.panelWideField,
          field: {
            kind: 'dateRange',
            label: intl.formatMessage({ id: 'filter.dates' }),
            ...period,
          },
        },
      ]}
    />
  );
});
