import { useIntl } from 'react-intl';
import { Button, Dialog } from '@karvon/ui';
import type { PicturePreview } from './useFileActions.ts';
import * as styles from './FilePreview.css.ts';

/** A fetched picture in a dialog; closing it (Escape, outside, the buttons) lets the owner revoke its URL. */
export function PicturePreviewDialog({
  preview,
  onClose,
  onDownload,
}: {
  preview: PicturePreview | null;
  onClose: () => void;
  onDownload: () => void;
}) {
  const intl = useIntl();
  if (preview === null) return null;
  return (
    <Dialog
      title={intl.formatMessage({ id: 'file.previewTitle' }, { name: preview.name })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={intl.formatMessage({ id: 'file.close' })}
      size="lg"
      footer={(close) => (
        <>
          <Button tone="secondary" onPress={close}>
            {intl.formatMessage({ id: 'file.close' })}
          </Button>
          <Button tone="primary" onPress={onDownload}>
            {intl.formatMessage({ id: 'file.download' })}
          </Button>
        </>
      )}
    >
      <img className={styles.picture} src={preview.url} alt={preview.name} />
    </Dialog>
  );
}
