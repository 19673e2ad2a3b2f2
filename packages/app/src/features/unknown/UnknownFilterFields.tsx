import type { ListUnknownProductsQuery } from '@karvon/sdk';
import { DeferredFields } from '../../forms/DeferredFields.tsx';
import { useBranchField, usePeriodField } from '../../lists/filterFields.ts';
import * as page from '../../layout/page.css.ts';

export interface UnknownFilterProps {
  query: ListUnknownProductsQuery;
  onChange(changes: Partial<ListUnknownProductsQuery>): void;
}

/** The contract's filters of unknown goods (branch, the days they were found), as stand-ins until reached for. */
export function UnknownFilterFields({ query, onChange }: UnknownFilterProps) {
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
}
