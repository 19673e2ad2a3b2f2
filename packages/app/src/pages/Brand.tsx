import { useIntl } from 'react-intl';
import { LogoMark } from '@karvon/ui';

export function Brand() {
  const intl = useIntl();
  return (
    <>
      <LogoMark size="md" />
      <span>{intl.formatMessage({ id: 'app.name' })}</span>
    </>
  );
}
