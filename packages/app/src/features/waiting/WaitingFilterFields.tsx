import { useIntl } from 'react-intl';
import { timingLabel, timings, useUiLocale, type Timing } from '@karvon/ui';
import { DeferredFields } from '../../forms/DeferredFields.tsx';
import { useBranchField } from '../../lists/filterFields.ts';
import * as page from '../../layout/page.css.ts';
import type { WaitingView } from './listQuery.ts';

const anyValue = '';

export interface WaitingFilterProps {
  query: WaitingView;
  onChange(changes: Partial<WaitingView>): void;
}

/** The contract's filters of the waiting list (SPEC §9 timing and branch), as stand-ins until reached for. */
export function WaitingFilterFields({ query, onChange }: WaitingFilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  const branch = useBranchField(query.branch_id, (branch_id) => onChange({ branch_id }));
  return (
    <DeferredFields
      fields={[
        {
          slot: 'timing',
          className: page.panelField,
          field: {
            kind: 'select',
            label: intl.formatMessage({ id: 'waiting.timing' }),
            options: [
              { id: anyValue, label: intl.formatMessage({ id: 'filter.any' }) },
              ...timings.map((timing) => ({ id: timing, label: timingLabel(timing, locale) })),
            ],
            value: query.timing ?? anyValue,
            onValueChange: (id) =>
              onChange({ timing: id === null || id === anyValue ? undefined : (id as Timing) }),
          },
        },
        { slot: 'branch', className: page.panelField, field: branch },
      ]}
    />
  );
}
