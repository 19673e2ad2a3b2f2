import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LoadingBar } from '@karvon/ui';
import { activity } from './activity.ts';

/** The 3px bar at the top (SPEC §9) while requests run or a page's code loads; quick work does not flash it. */
export function ActivityBar() {
  const intl = useIntl();
  const { pending } = useSnapshot(activity);
  return (
    <LoadingBar isLoading={pending > 0} delayMs={150} label={intl.formatMessage({ id: 'app.loading' })} />
  );
}
