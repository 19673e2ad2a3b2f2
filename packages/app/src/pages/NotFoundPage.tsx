import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthFrame, Text, textLink } from '@karvon/ui';
import { Brand } from './Brand.tsx';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <AuthFrame brand={<Brand />} title={intl.formatMessage({ id: 'notFound.title' })}>
      <Text>{intl.formatMessage({ id: 'notFound.text' })}</Text>
      <Link className={textLink} href="/">
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </AuthFrame>
  );
}
