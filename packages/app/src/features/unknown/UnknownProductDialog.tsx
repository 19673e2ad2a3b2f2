import { useIntl } from 'react-intl';
import type { UnknownProduct } from '@karvon/sdk';
import { Button, Dialog, Stack, Text, useUiLocale } from '@karvon/ui';
import { formatWhen } from '../../format/format.ts';
import * as page from '../../layout/page.css.ts';

/** Everything the contract knows about one unknown product: there is nothing to do with it but read it. */
export default function UnknownProductDialog({
  product,
  onClose,
}: {
  product: UnknownProduct;
  onClose(): void;
}) {
  const intl = useIntl();
  const locale = useUiLocale();
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'product.name' }), product.name],
    [intl.formatMessage({ id: 'product.code' }), product.code ?? '—'],
    [intl.formatMessage({ id: 'product.sku' }), product.sku ?? '—'],
    [intl.formatMessage({ id: 'product.imei' }), product.imei ?? '—'],
    [intl.formatMessage({ id: 'col.branch' }), product.branch.name],
    [intl.formatMessage({ id: 'unknown.col.found_at' }), formatWhen(product.found_at, locale)],
    [intl.formatMessage({ id: 'field.comment' }), product.comment ?? '—'],
  ];
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: 'unknown.title' }, { name: product.name })}
      footer={(close) => (
        <Button tone="primary" onPress={close}>
          {intl.formatMessage({ id: 'unknown.close' })}
        </Button>
      )}
    >
      <Stack gap="4">
        <Text tone="muted">{intl.formatMessage({ id: 'unknown.note' })}</Text>
        <dl className={page.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={page.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Dialog>
  );
}
