import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ListUnknownProductsQuery } from '@karvon/sdk';
import { Combobox, DateRangePicker } from '@karvon/ui';
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
        <DateRangePicker
          label={intl.formatMessage({ id: 'filter.dates' })}
          value={query.date_from && query.date_to ? { start: query.date_from, end: query.date_to } : null}
          onValueChange={(range) => onChange({ date_from: range?.start, date_to: range?.end })}
        />
      </div>
    </>
  );
}
