import type { ApprovalStatus, ListRegistersQuery } from '@karvon/sdk';
import { approvalLabel, approvalStatuses, Combobox, DateRangePicker, Select, useUiLocale } from '@karvon/ui';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { session } from '../../session/store.ts';
import * as page from '../../layout/page.css.ts';

export interface RegisterFilterProps {
  query: ListRegistersQuery;
  onChange(changes: Partial<ListRegistersQuery>): void;
  /** A role with `own` sees its branch's registers only: a branch filter would offer nothing. */
  showBranch: boolean;
}

const any = '';

/** The registers list's filters (status, printed, branch, business days), loaded after the list has painted. */
export default function RegisterFilterFields({ query, onChange, showBranch }: RegisterFilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const { branches } = useSnapshot(session);
  const anyOption = { id: any, label: intl.formatMessage({ id: 'reg.filter.any' }) };
  return (
    <>
      <div className={page.panelField}>
        <Select
          label={intl.formatMessage({ id: 'reg.filter.status' })}
          options={[
            anyOption,
            ...approvalStatuses.map((status) => ({ id: status, label: approvalLabel(status, locale) })),
          ]}
          value={query.status ?? any}
          onValueChange={(id) => onChange({ status: id ? (id as ApprovalStatus) : undefined })}
        />
      </div>
      <div className={page.panelField}>
        <Select
          label={intl.formatMessage({ id: 'reg.filter.printed' })}
          options={[
            anyOption,
            { id: 'true', label: intl.formatMessage({ id: 'reg.printed.yes' }) },
            { id: 'false', label: intl.formatMessage({ id: 'reg.printed.no' }) },
          ]}
          value={query.printed === undefined ? any : String(query.printed)}
          onValueChange={(id) =>
            onChange({ printed: id === 'true' ? true : id === 'false' ? false : undefined })
          }
        />
      </div>
      {showBranch && (
        <div className={page.panelField}>
          <Combobox
            label={intl.formatMessage({ id: 'filter.branch' })}
            options={branches.map((branch) => ({ id: String(branch.id), label: branch.name }))}
            value={query.branch_id ? String(query.branch_id) : null}
            onValueChange={(id) => onChange({ branch_id: id ? Number(id) : undefined })}
          />
        </div>
      )}
      <div className={page.panelWideField}>
        <DateRangePicker
          label={intl.formatMessage({ id: 'reg.filter.days' })}
          value={query.date_from && query.date_to ? { start: query.date_from, end: query.date_to } : null}
          onValueChange={(range) => onChange({ date_from: range?.start, date_to: range?.end })}
        />
      </div>
    </>
  );
}
