import { memo } from 'react';
import type { ListFrozenApplicationsQuery } from '@karvon/sdk';
import { DeferredFields } from '../../forms/DeferredFields.tsx';
import { useBranchField, usePeriodField } from '../../lists/filterFields.ts';
import { useFilterQuery } from '../../lists/useListView.ts';
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
  const branch = useBranchField(query.branch_id, (branch_id) => onChange({ branch_id }));
  const dates = usePeriodField(query, onChange);
  return (
    <DeferredFields
      fields={[
        { slot: 'branch', className: page.panelField, field: branch },
        { slot: 'dates', className: page.panelWideField, field: dates },
      ]}
    />
  );
});
