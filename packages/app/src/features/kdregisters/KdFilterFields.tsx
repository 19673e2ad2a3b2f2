import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ListKdRegistersQuery } from '@karvon/sdk';
import { Combobox } from '@karvon/ui';
import { DaysFilter } from '../../lists/DaysFilter.tsx';
import { BranchFilter } from '../../lists/BranchFilter.tsx';
import * as page from '../../layout/page.css.ts';
import { kdDrivers } from './queries.ts';

export interface KdFilterProps {
  query: ListKdRegistersQuery;
  onChange(changes: Partial<ListKdRegistersQuery>): void;
  /** The driver's name when the list knows it (a row of theirs), for a driver set by the address. */
  driverName: string | undefined;
  /** Whether the user may look drivers up (the contract's list of drivers belongs to the applications screen). */
  canFindDrivers: boolean;
}

/** The contract's filters of the KD registers (driver, branch, days), loaded after the list has painted. */
export default function KdFilterFields({ query, onChange, driverName, canFindDrivers }: KdFilterProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return (
    <>
      {canFindDrivers && (
        <div className={page.panelField}>
          <Combobox
            label={intl.formatMessage({ id: 'col.driver' })}
            placeholder={intl.formatMessage({ id: 'filter.any' })}
            loadOptions={async (search) =>
              (await queryClient.fetchQuery(kdDrivers(search))).data.map((person) => ({
                id: String(person.id),
                label: person.name,
              }))
            }
            value={query.driver_id ? String(query.driver_id) : null}
            selectedOption={
              query.driver_id
                ? { id: String(query.driver_id), label: driverName ?? `#${query.driver_id}` }
                : undefined
            }
            onValueChange={(id) => onChange({ driver_id: id ? Number(id) : undefined })}
          />
        </div>
      )}
      <div className={page.panelField}>
        <BranchFilter value={query.branch_id} onChange={(branch_id) => onChange({ branch_id })} />
      </div>
      <div className={page.panelWideField}>
        <DaysFilter query={query} onChange={onChange} />
      </div>
    </>
  );
}
