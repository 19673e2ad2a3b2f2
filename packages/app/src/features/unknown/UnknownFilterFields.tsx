import type { ListUnknownProductsQuery } from '@karvon/sdk';
import { DaysFilter } from '../../lists/DaysFilter.tsx';
import { BranchFilter } from '../../lists/BranchFilter.tsx';
import * as page from '../../layout/page.css.ts';

export interface UnknownFilterProps {
  query: ListUnknownProductsQuery;
  onChange(changes: Partial<ListUnknownProductsQuery>): void;
}

/** The contract's filters of unknown goods (branch, the days they were found), loaded after the list has painted. */
export default function UnknownFilterFields({ query, onChange }: UnknownFilterProps) {
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
