import { useIntl } from 'react-intl';
import { LogoMark, visuallyHiddenOnPhone } from '@karvon/ui';

/** The mark and the product's name; in the signed-in header a phone shows the mark only, to keep one line. */
export function Brand({ isNameHiddenOnPhone = false }: { isNameHiddenOnPhone?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <LogoMark size="md" />
      <span className={isNameHiddenOnPhone ? visuallyHiddenOnPhone : undefined}>
        {intl.formatMessage({ id: 'app.name' })}
      </span>
    </>
  );
}
