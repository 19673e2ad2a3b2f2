import type { ListFrozenApplicationsQuery } from '@karvon/sdk';
import { DaysFilter } from '../../lists/DaysFilter.tsx';
import { BranchFilter } from '../../lists/BranchFilter.tsx';
import * as page from '../../layout/page.css.ts';

export interface FrozenFilterProps {
  query: ListFrozenApplicationsQuery;
  onChange(changes: Partial<ListFrozenApplicationsQuery>): void;
}

/** The frozen list's filters (the contract's branch and dates), loaded after the list has painted. */
export default function FrozenFilterFields({ query, onChange }: FrozenFilterProps) {
  return (
    <>
      <div className={page.panelField}>
        <BranchFilter value={query.branch_id} onChange={(branch_id) => onChange({ branch_id })} />
      </div>
      <div className={page.panelWideField}>
        <DaysFilter query={query} onChange={onChange} />
      </div>
    </>
  );
}
