import type { ReactElement } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Combobox, Select, statusLabel, applicationStatuses, useUiLocale } from '@karvon/ui';
import { listApplicationStaff, type ApplicationStatus, type ApplicationStep, type Timing } from '@karvon/sdk';
import { clients } from '../../api.ts';
import { OneByOne } from '../../forms/OneByOne.tsx';
import { BranchFilter } from '../../lists/BranchFilter.tsx';
import { DaysFilter } from '../../lists/DaysFilter.tsx';
import { resourceKeys } from '../../queries/keys.ts';
import { FILTER_SLOTS, FilterPlaceholder, type FilterProps, type FilterSlot } from './filterSlots.tsx';
import { applicationSteps, timings } from './enums.ts';
import * as page from '../../layout/page.css.ts';

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

export default function FilterFields({ query, onChange }: FilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const queryClient = useQueryClient();
  const loadStaff = (kind: StaffKind) => (query: string) => findStaff(queryClient, kind, query);
  const any = { id: anyValue, label: intl.formatMessage({ id: 'filter.any' }) };
  const yesNo = [
    any,
    { id: 'true', label: intl.formatMessage({ id: 'filter.yes' }) },
    { id: 'false', label: intl.formatMessage({ id: 'filter.no' }) },
  ];
  const fields: Record<FilterSlot, ReactElement> = {
    status: (
      <Select
        label={intl.formatMessage({ id: 'filter.status' })}
        options={[
          any,
          ...applicationStatuses.map((status) => ({ id: status, label: statusLabel(status, locale) })),
        ]}
        value={query.status ?? anyValue}
        onValueChange={(id) => onChange({ status: optional<ApplicationStatus>(id) })}
      />
    ),
    step: (
      <Select
        label={intl.formatMessage({ id: 'filter.step' })}
        options={[
          any,
          ...applicationSteps.map((step) => ({
            id: step,
            label: intl.formatMessage({ id: `step.${step}` }),
          })),
        ]}
        value={query.step ?? anyValue}
        onValueChange={(id) => onChange({ step: optional<ApplicationStep>(id) })}
      />
    ),
    timing: (
      <Select
        label={intl.formatMessage({ id: 'filter.timing' })}
        options={[
          any,
          ...timings.map((timing) => ({ id: timing, label: intl.formatMessage({ id: `timing.${timing}` }) })),
        ]}
        value={query.timing ?? anyValue}
        onValueChange={(id) => onChange({ timing: optional<Timing>(id) })}
      />
    ),
    dates: <DaysFilter query={query} onChange={onChange} />,
    branch: <BranchFilter value={query.branch_id} onChange={(branch_id) => onChange({ branch_id })} />,
    saleBranch: (
      <BranchFilter
        label={intl.formatMessage({ id: 'filter.saleBranch' })}
        value={query.sale_branch_id}
        onChange={(sale_branch_id) => onChange({ sale_branch_id })}
      />
    ),
    driver: (
      <Combobox
        label={intl.formatMessage({ id: 'filter.driver' })}
        placeholder={any.label}
        loadOptions={loadStaff('driver')}
        value={query.driver_id ? String(query.driver_id) : null}
        selectedOption={
          query.driver_id ? { id: String(query.driver_id), label: `#${query.driver_id}` } : undefined
        }
        onValueChange={(id) => onChange({ driver_id: idOrUndefined(id) })}
      />
    ),
    online: (
      <Combobox
        label={intl.formatMessage({ id: 'filter.onlineUser' })}
        placeholder={any.label}
        loadOptions={loadStaff('online_user')}
        value={query.online_user_id ? String(query.online_user_id) : null}
        selectedOption={
          query.online_user_id
            ? { id: String(query.online_user_id), label: `#${query.online_user_id}` }
            : undefined
        }
        onValueChange={(id) => onChange({ online_user_id: idOrUndefined(id) })}
      />
    ),
    frozen: (
      <Select
        label={intl.formatMessage({ id: 'filter.frozen' })}
        options={yesNo}
        value={query.frozen === undefined ? anyValue : String(query.frozen)}
        onValueChange={(id) => onChange({ frozen: booleanOf(id) })}
      />
    ),
    printed: (
      <Select
        label={intl.formatMessage({ id: 'filter.printed' })}
        options={yesNo}
        value={query.printed === undefined ? anyValue : String(query.printed)}
        onValueChange={(id) => onChange({ printed: booleanOf(id) })}
      />
    ),
  };
  return (
    <OneByOne
      items={FILTER_SLOTS.map((slot) => (
        <div key={slot} className={slot === 'dates' ? page.panelWideField : page.panelField}>
          {fields[slot]}
        </div>
      ))}
      placeholders={FILTER_SLOTS.map((slot) => (
        <FilterPlaceholder key={slot} slot={slot} />
      ))}
    />
  );
}
