import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { DeferredField } from '../forms/DeferredFields.tsx';
import { session } from '../session/store.ts';
import { usePeriod, type DaysQuery } from './usePeriod.ts';

/**
 * The filters every list shares, as fields for `DeferredFields` (stand-ins until the user reaches for them). A filter
 * that is off says «Все», as every filter does.
 */

/** The branch filter: the user's branches, found by name. Default label «Филиал». */
export function useBranchField(
  value: number | undefined,
  onChange: (id: number | undefined) => void,
  label?: string,
): DeferredField {
  const intl = useIntl();
  const { branches } = useSnapshot(session);
  return {
    kind: 'combobox',
    label: label ?? intl.formatMessage({ id: 'filter.branch' }),
    placeholder: intl.formatMessage({ id: 'filter.any' }),
    options: branches.map((branch) => ({ id: String(branch.id), label: branch.name })),
    value: value === undefined ? null : String(value),
    onValueChange: (id) => onChange(id ? Number(id) : undefined),
  };
}

/** The «Период» filter (see `usePeriod`: only whole, plausible days in order reach the list). */
export function usePeriodField(
  query: DaysQuery,
  onChange: (changes: DaysQuery) => void,
  label?: string,
): DeferredField {
  const intl = useIntl();
  return {
    kind: 'dateRange',
    label: label ?? intl.formatMessage({ id: 'filter.dates' }),
    ...usePeriod(query, onChange),
  };
}
