import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { CargoStatus, ListCargoQuery } from '@karvon/sdk';
import { cargoStatuses, cargoStatusLabel, Combobox, DateRangePicker, Select, useUiLocale } from '@karvon/ui';
import { session } from '../../session/store.ts';
import * as page from '../../layout/page.css.ts';

export interface CargoFilterProps {
  query: ListCargoQuery;
  onChange(changes: Partial<ListCargoQuery>): void;
}

const anyValue = '';

/** The register's filters (the contract's status, branch and dates), loaded after the list has painted. */
export default function CargoFilterFields({ query, onChange }: CargoFilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const { branches } = useSnapshot(session);
  return (
    <>
      <div className={page.panelField}>
        <Select
          label={intl.formatMessage({ id: 'cargo.status' })}
          options={[
            { id: anyValue, label: intl.formatMessage({ id: 'cargo.any' }) },
            ...cargoStatuses.map((status) => ({ id: status, label: cargoStatusLabel(status, locale) })),
          ]}
          value={query.status ?? anyValue}
          onValueChange={(id) =>
            onChange({ status: id === null || id === anyValue ? undefined : (id as CargoStatus) })
          }
        />
      </div>
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
