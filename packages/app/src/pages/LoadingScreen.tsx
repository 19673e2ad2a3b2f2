import { useIntl } from 'react-intl';
import { Spinner } from '@karvon/ui';

export function LoadingScreen() {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'app.loading' })} />;
}
