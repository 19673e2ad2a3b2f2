import { useIntl } from 'react-intl';
import { Select, timingLabel, timings, useUiLocale, type Timing } from '@karvon/ui';
import { BranchFilter } from '../../lists/BranchFilter.tsx';
import * as page from '../../layout/page.css.ts';
import type { WaitingView } from './listQuery.ts';

const anyValue = '';

export interface WaitingFilterProps {
  query: WaitingView;
  onChange(changes: Partial<WaitingView>): void;
}

/** The contract's filters of the waiting list (branch and SPEC §9 timing), loaded after the list has painted. */
export default function WaitingFilterFields({ query, onChange }: WaitingFilterProps) {
  const intl = useIntl();
  const locale = useUiLocale();
  return (
    <>
      <div className={page.panelField}>
        <Select
          label={intl.formatMessage({ id: 'waiting.timing' })}
          options={[
            { id: anyValue, label: intl.formatMessage({ id: 'filter.any' }) },
            ...timings.map((timing) => ({ id: timing, label: timingLabel(timing, locale) })),
          ]}
          value={query.timing ?? anyValue}
          onValueChange={(id) =>
            onChange({ timing: id === null || id === anyValue ? undefined : (id as Timing) })
          }
        />
      </div>
      <div className={page.panelField}>
        <BranchFilter value={query.branch_id} onChange={(branch_id) => onChange({ branch_id })} />
      </div>
    </>
  );
}
