import { memo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { statusLabel, applicationStatuses, useUiLocale } from '@karvon/ui';
import {
  listApplicationStaff,
  type ApplicationStatus,
  type ApplicationStep,
  type ListApplicationsQuery,
  type Timing,
} from '@karvon/sdk';
import { clients } from '../../api.ts';
import { DeferredFields, type DeferredField } from '../../forms/DeferredFields.tsx';
import { useBranchField, usePeriodField } from '../../lists/filterFields.ts';
import { useFilterQuery } from '../../lists/useListView.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { applicationSteps, timings } from './enums.ts';
import { applicationsList } from './listQuery.ts';
import * as page from '../../layout/page.css.ts';

export interface FilterProps {
  onChange: (changes: Partial<ListApplicationsQuery>) => void;
}

const anyValue = '';
const optional = <T extends string>(id: string | null) =>
  id === null || id === anyValue ? undefined : (id as T);
const idOrUndefined = (id: string | null) => (id === null || id === anyValue ? undefined : Number(id));
const booleanOf = (id: string | null) => (id === 'true' ? true : id === 'false' ? false : undefined);

type StaffKind = 'driver' | 'online_user';

/**
 * The people who drive or registered the applications the user may list, found by name as the user types (the
 * list's own permission: a role without the users screen finds them too). An answer is reused for half a minute.
 */
async function findStaff(queryClient: QueryClient, kind: StaffKind, query: string) {
  const { data } = await queryClient.fetchQuery({
    queryKey: [...resourceKeys.staff, kind, query],
    queryFn: ({ signal }) =>
      listApplicationStaff(clients, { kind, search: query || undefined, per_page: 20 }, { signal }),
    staleTime: 30_000,
  });
  return data.map((person) => ({ id: String(person.id), label: person.name }));
}

/**
 * The filters of SPEC §1: status, step, timing, dates, branch, sale branch, driver, online user, frozen, printed.
 * React Aria's widgets (selects, comboboxes, the date range) come when the user reaches for the filters; until then
 * each shows as a stand-in of its size, with its value (forms/DeferredFields.tsx). They read the address
 * themselves (`useFilterQuery`), so a choice paints at once; they are drawn again only when it changes, not when
 * an answer comes or a row is ticked (`onChange` stays the same function).
 */
export const ApplicationFilters = memo(function ApplicationFilters({ onChange }: FilterProps) {
  const query = useFilterQuery(applicationsList);
  const intl = useIntl();
  const dates = usePeriodField(query, onChange);
  const branch = useBranchField(query.branch_id, (branch_id) => onChange({ branch_id }));
  const saleBranch = useBranchField(
    query.sale_branch_id,
    (sale_branch_id) => onChange({ sale_branch_id }),
    intl.formatMessage({ id: 'filter.saleBranch' }),
  );
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  const loadStaff = (kind: StaffKind) => (search: string) => findStaff(queryClient, kind, search);
  const any = { id: anyValue, label: intl.formatMessage({ id: 'filter.any' }) };
  const yesNo = [
    any,
    { id: 'true', label: intl.formatMessage({ id: 'filter.yes' }) },
    { id: 'false', label: intl.formatMessage({ id: 'filter.no' }) },
  ];
  const staff = (id: number | undefined) =>
    id ? { value: String(id), selectedOption: { id: String(id), label: `#${id}` } } : { value: null };
  const fields: Array<[string, DeferredField]> = [
    [
      'status',
      {
        kind: 'select',
        label: intl.formatMessage({ id: 'filter.status' }),
        options: [
          any,
          ...applicationStatuses.map((status) => ({ id: status, label: statusLabel(status, locale) })),
        ],
        value: query.status ?? anyValue,
        onValueChange: (id) => onChange({ status: optional<ApplicationStatus>(id) }),
      },
    ],
    [
      'step',
      {
        kind: 'select',
        label: intl.formatMessage({ id: 'filter.step' }),
        options: [
          any,
          ...applicationSteps.map((step) => ({
            id: step,
            label: intl.formatMessage({ id: `step.${step}` }),
          })),
        ],
        value: query.step ?? anyValue,
        onValueChange: (id) => onChange({ step: optional<ApplicationStep>(id) }),
      },
    ],
    [
      'timing',
      {
        kind: 'select',
        label: intl.formatMessage({ id: 'filter.timing' }),
        options: [
          any,
          ...timings.map((timing) => ({ id: timing, label: intl.formatMessage({ id: `timing.${timing}` }) })),
        ],
        value: query.timing ?? anyValue,
        onValueChange: (id) => onChange({ timing: optional<Timing>(id) }),
      },
    ],
    ['dates', dates],
    ['branch', branch],
    ['saleBranch', saleBranch],
    [
      'driver',
      {
        kind: 'combobox',
        label: intl.formatMessage({ id: 'filter.driver' }),
        placeholder: any.label,
        loadOptions: loadStaff('driver'),
        ...staff(query.driver_id),
        onValueChange: (id) => onChange({ driver_id: idOrUndefined(id) }),
      },
    ],
    [
      'online',
      {
        kind: 'combobox',
        label: intl.formatMessage({ id: 'filter.onlineUser' }),
        placeholder: any.label,
        loadOptions: loadStaff('online_user'),
        ...staff(query.online_user_id),
        onValueChange: (id) => onChange({ online_user_id: idOrUndefined(id) }),
      },
    ],
    [
      'frozen',
      {
        kind: 'select',
        label: intl.formatMessage({ id: 'filter.frozen' }),
        options: yesNo,
        value: query.frozen === undefined ? anyValue : String(query.frozen),
        onValueChange: (id) => onChange({ frozen: booleanOf(id) }),
      },
    ],
    [
      'printed',
      {
        kind: 'select',
        label: intl.formatMessage({ id: 'filter.printed' }),
        options: yesNo,
        value: query.printed === undefined ? anyValue : String(query.printed),
        onValueChange: (id) => onChange({ printed: booleanOf(id) }),
      },
    ],
  ];
  return (
    <DeferredFields
      fields={fields.map(([slot, field]) => ({
        slot,
        className: field.kind === 'dateRange' ? page.panelWideField : page.panelField,
        field,
      }))}
    />
  );
});
