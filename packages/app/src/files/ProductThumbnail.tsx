import { useEffect, useState } from 'react';
import { getProductImage, productImageRef } from '@karvon/sdk';
import { clients } from '../api.ts';
import * as styles from './FilePreview.css.ts';

/**
 * A product's picture as an address the page may show (an object URL, revoked when no longer wanted), fetched with
 * the token like any stored file (an `<img src>` cannot send it). `undefined` while it comes; `null` when there is
 * none, when it lives elsewhere, or when the user may not see product pictures (quietly: nothing worth a toast).
 */
export function useProductImage(imageUrl: string | null): string | null | undefined {
  const ref = productImageRef(imageUrl);
  const productId = ref?.productId;
  const imageId = ref?.imageId;
  const [source, setSource] = useState<{ key: string; url: string | null } | null>(null);
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
      () => {
        if (!controller.signal.aborted) setSource({ key: `${productId}/${imageId}`, url: null });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [productId, imageId]);

  if (productId === undefined || imageId === undefined) return null;
  return source === null || source.key !== key ? undefined : source.url;
}

/** A product's picture, small; a dash while it comes or when there is none. */
export function ProductThumbnail({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const source = useProductImage(imageUrl);
  if (!source) return <span aria-hidden="true">—</span>;
  return <img className={styles.thumbnail} src={source} alt={name} width={32} height={32} />;
}
