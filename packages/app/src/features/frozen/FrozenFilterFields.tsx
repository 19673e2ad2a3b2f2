import type { ListFrozenApplicationsQuery } from '@karvon/sdk';
import { Combobox } from '@karvon/ui';
import { DaysFilter } from '../../lists/DaysFilter.tsx';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { session } from '../../session/store.ts';
import * as page from '../../layout/page.css.ts';

export interface FrozenFilterProps {
  query: ListFrozenApplicationsQuery;
  onChange(changes: Partial<ListFrozenApplicationsQuery>): void;
}

/** The frozen list's filters (the contract's branch and dates), loaded after the list has painted. */
export default function FrozenFilterFields({ query, onChange }: FrozenFilterProps) {
  const intl = useIntl();
  const { branches } = useSnapshot(session);
  return (
    <>
      <div className={page.panelField}>
        <Combobox
          label={intl.formatMessage({ id: 'filter.branch' })}
          options={branches.map((branch) => ({ id: String(branch.id), label: branch.name }))}
          value={query.branch_id ? String(query.branch_id) : null}
          onValueChange={(id) => onChange({ branch_id: id ? Number(id) : undefined })}
        />
      </div>
      <div className={page.panelWideField}>
        <DaysFilter query={query} onChange={onChange} />
      </div>
    </>
  );
}
