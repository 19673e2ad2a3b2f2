import { useIntl } from 'react-intl';
import { DateRangePicker } from '@karvon/ui';
import { usePeriod, type DaysQuery } from './usePeriod.ts';

// The period's logic is in usePeriod.ts, apart from the widget: a list whose filters are deferred (DeferredFields)
// uses it without loading the date picker's code with the page.

/** The «Период» filter of a list, drawn at once. */
export function DaysFilter({ query, onChange }: { query: DaysQuery; onChange(changes: DaysQuery): void }) {
  const intl = useIntl();
  return (
    <DateRangePicker label={intl.formatMessage({ id: 'filter.dates' })} {...usePeriod(query, onChange)} />
  );
}
