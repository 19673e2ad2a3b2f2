import { useIntl } from 'react-intl';
import type { CargoStatus, ListCargoQuery } from '@karvon/sdk';
import { cargoStatuses, cargoStatusLabel, useUiLocale } from '@karvon/ui';
import { DeferredFields } from '../../forms/DeferredFields.tsx';
import { useBranchField, usePeriodField } from '../../lists/filterFields.ts';
import * as page from '../../layout/page.css.ts';

export interface CargoFilterProps {
  query: ListCargoQuery;
  onChange(changes: Partial<ListCargoQuery>): void;
}

const anyValue = '';

/** The cargo list's filters (the contract's status, branch and dates), as stand-ins until reached for. */
export function CargoFilterFields({ query, onChange }: CargoFilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const branch = useBranchField(query.branch_id, (branch_id) => onChange({ branch_id }));
  const dates = usePeriodField(query, onChange);
  return (
    <DeferredFields
      fields={[
        {
          slot: 'status',
          className: page.panelField,
          field: {
            kind: 'select',
            label: intl.formatMessage({ id: 'cargo.status' }),
            options: [
              { id: anyValue, label: intl.formatMessage({ id: 'cargo.any' }) },
              ...cargoStatuses.map((status) => ({ id: status, label: cargoStatusLabel(status, locale) })),
            ],
            value: query.status ?? anyValue,
            onValueChange: (id) =>
              onChange({ status: id === null || id === anyValue ? undefined : (id as CargoStatus) }),
          },
        },
        { slot: 'branch', className: page.panelField, field: branch },
        { slot: 'dates', className: page.panelWideField, field: dates },
      ]}
    />
  );
}
