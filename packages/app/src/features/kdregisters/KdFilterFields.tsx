import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ListKdRegistersQuery } from '@karvon/sdk';
import { DeferredFields, type DeferredFieldSlot } from '../../forms/DeferredFields.tsx';
import { useBranchField, usePeriodField } from '../../lists/filterFields.ts';
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

/** The contract's filters of the KD registers (driver, branch, days), as stand-ins until reached for. */
export function KdFilterFields({ query, onChange, driverName, canFindDrivers }: KdFilterProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const branch = useBranchField(query.branch_id, (branch_id) => onChange({ branch_id }));
  const dates = usePeriodField(query, onChange);
  const fields: DeferredFieldSlot[] = [
    { slot: 'branch', className: page.panelField, field: branch },
    { slot: 'dates', className: page.panelWideField, field: dates },
  ];
  if (canFindDrivers)
    fields.unshift({
      slot: 'driver',
      className: page.panelField,
      field: {
        kind: 'combobox',
        label: intl.formatMessage({ id: 'col.driver' }),
        placeholder: intl.formatMessage({ id: 'filter.any' }),
        loadOptions: async (search) =>
          (await queryClient.fetchQuery(kdDrivers(search))).data.map((person) => ({
            id: String(person.id),
            label: person.name,
          })),
        value: query.driver_id ? String(query.driver_id) : null,
        selectedOption: query.driver_id
          ? { id: String(query.driver_id), label: driverName ?? `#${query.driver_id}` }
          : undefined,
        onValueChange: (id) => onChange({ driver_id: id ? Number(id) : undefined }),
      },
    });
  return <DeferredFields fields={fields} />;
}
