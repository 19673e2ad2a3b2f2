import type { ApprovalStatus, ListRegistersQuery } from '@karvon/sdk';
import { approvalLabel, approvalStatuses, useUiLocale } from '@karvon/ui';
import { useIntl } from 'react-intl';
import { DeferredFields, type DeferredFieldSlot } from '../../forms/DeferredFields.tsx';
import { useBranchField, usePeriodField } from '../../lists/filterFields.ts';
import * as page from '../../layout/page.css.ts';

export interface RegisterFilterProps {
  query: ListRegistersQuery;
  onChange(changes: Partial<ListRegistersQuery>): void;
  /** A role with `own` sees its branch's registers only: a branch filter would offer nothing. */
  showBranch: boolean;
}

const any = '';

/** The registers list's filters (status, printed, branch, business days), as stand-ins until reached for. */
export function RegisterFilterFields({ query, onChange, showBranch }: RegisterFilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const anyOption = { id: any, label: intl.formatMessage({ id: 'reg.filter.any' }) };
  const branch = useBranchField(query.branch_id, (branch_id) => onChange({ branch_id }));
  const days = usePeriodField(query, onChange, intl.formatMessage({ id: 'reg.filter.days' }));
  const fields: DeferredFieldSlot[] = [
    {
      slot: 'status',
      className: page.panelField,
      field: {
        kind: 'select',
        label: intl.formatMessage({ id: 'reg.filter.status' }),
        options: [
          anyOption,
          ...approvalStatuses.map((status) => ({ id: status, label: approvalLabel(status, locale) })),
        ],
        value: query.status ?? any,
        onValueChange: (id) => onChange({ status: id ? (id as ApprovalStatus) : undefined }),
      },
    },
    {
      slot: 'printed',
      className: page.panelField,
      field: {
        kind: 'select',
        label: intl.formatMessage({ id: 'reg.filter.printed' }),
        options: [
          anyOption,
          { id: 'true', label: intl.formatMessage({ id: 'reg.printed.yes' }) },
          { id: 'false', label: intl.formatMessage({ id: 'reg.printed.no' }) },
        ],
        value: query.printed === undefined ? any : String(query.printed),
        onValueChange: (id) =>
          onChange({ printed: id === 'true' ? true : id === 'false' ? false : undefined }),
      },
    },
  ];
  if (showBranch) fields.push({ slot: 'branch', className: page.panelField, field: branch });
  fields.push({ slot: 'days', className: page.panelWideField, field: days });
  return <DeferredFields fields={fields} />;
}
