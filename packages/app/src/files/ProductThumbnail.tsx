import { useEffect, useState } from 'react';
import { getProductImage, productImageRef } from '@karvon/sdk';
import { clients } from '../api.ts';
import * as styles from './FilePreview.css.ts';

/**
 * A product's picture, small, fetched with the token like any stored file (an `<img src>` cannot send it). Quietly
 * absent when there is none, when it lives elsewhere, or when the user may not see product pictures.
 */
export function ProductThumbnail({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const ref = productImageRef(imageUrl);
  const productId = ref?.productId;
  const imageId = ref?.imageId;
  const [source, setSource] = useState<{ key: string; url: string } | null>(null);
  const key = `${productId}/${imageId}`;

  useEffect(() => {
    if (productId === undefined || imageId === undefined) return;
    const controller = new AbortController();
    let url: string | null = null;
    getProductImage(clients, productId, imageId, { notify: 'none', signal: controller.signal }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setSource({ key: `${productId}/${imageId}`, url });
      },
      () => {},
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [productId, imageId]);

  if (source === null || source.key !== key) return <span aria-hidden="true">—</span>;
  return <img className={styles.thumbnail} src={source.url} alt={name} width={32} height={32} />;
}
