import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Combobox, Select, timingLabel, timings, useUiLocale, type Timing } from '@karvon/ui';
import { session } from '../../session/store.ts';
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
  const { branches } = useSnapshot(session);
  return (
    <>
      <div className={page.panelField}>
        <Select
          label={intl.formatMessage({ id: 'waiting.timing' })}
          options={[
            { id: anyValue, label: intl.formatMessage({ id: 'waiting.any' }) },
            ...timings.map((timing) => ({ id: timing, label: timingLabel(timing, locale) })),
          ]}
          value={query.timing ?? anyValue}
          onValueChange={(id) =>
            onChange({ timing: id === null || id === anyValue ? undefined : (id as Timing) })
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
    </>
  );
}
