import { useIntl } from 'react-intl';
import type { RegisterProduct } from '@karvon/sdk';
import { Button, Dialog, ProductCard } from '@karvon/ui';
import { useProductImage } from '../../files/ProductThumbnail.tsx';
import { lineSeries } from './productColumns.tsx';

/** One line of a register as a product card (picture, codes, price), with approval while it is a draft. */
export default function ProductDialog({
  line,
  onClose,
  onApprove,
  isApproving,
}: {
  line: RegisterProduct;
  onClose(): void;
  onApprove(productId: number): void;
  isApproving: boolean;
}) {
  const intl = useIntl();
  const imageSrc = useProductImage(line.product.image_url);
  return (
    <Dialog
      title={intl.formatMessage({ id: 'reg.productTitle' })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={intl.formatMessage({ id: 'reg.close' })}
      size="lg"
      footer={(close) => (
        <>
          <Button tone="secondary" onPress={close}>
            {intl.formatMessage({ id: 'reg.close' })}
          </Button>
          {line.product.status === 'draft' && (
            <Button tone="primary" isPending={isApproving} onPress={() => onApprove(line.product.id)}>
              {intl.formatMessage({ id: 'reg.approveProduct' })}
            </Button>
          )}
        </>
      )}
    >
      <ProductCard
        product={{ ...line.product, quantity: line.quantity, series: lineSeries(line) }}
        imageSrc={imageSrc}
      />
    </Dialog>
  );
}
