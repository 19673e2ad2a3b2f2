import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ListUnknownProductsQuery } from '@karvon/sdk';
import { Combobox } from '@karvon/ui';
import { DaysFilter } from '../../lists/DaysFilter.tsx';
import { session } from '../../session/store.ts';
import * as page from '../../layout/page.css.ts';

export interface UnknownFilterProps {
  query: ListUnknownProductsQuery;
  onChange(changes: Partial<ListUnknownProductsQuery>): void;
}

/** The contract's filters of unknown goods (branch, the days they were found), loaded after the list has painted. */
export default function UnknownFilterFields({ query, onChange }: UnknownFilterProps) {
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
