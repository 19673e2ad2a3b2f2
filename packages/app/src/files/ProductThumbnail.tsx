import { useEffect, useState } from 'react';
import { getProductImage, productImageRef } from '@karvon/sdk';
import { clients } from '../api.ts';
import * as styles from './FilePreview.css.ts';

/** Pictures fetched lately, by address: a row scrolled away and back shows its picture without asking again. */
const recent = new Map<string, Promise<string | null>>();
const recentLimit = 200;
/** A row that only flies past while scrolling asks for nothing. */
const settleMs = 150;

function fetchPicture(key: string, productId: number, imageId: number): Promise<string | null> {
  const known = recent.get(key);
  if (known) {
    // Most recently used last.
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const picture = getProductImage(clients, productId, imageId, { notify: 'none' }).then(
    (blob) => URL.createObjectURL(blob),
    () => {
      recent.delete(key);
      return null;
    },
  );
  recent.set(key, picture);
  // The oldest go; a picture already drawn stays on screen after its address is revoked.
  while (recent.size > recentLimit) {
    const [oldest, url] = recent.entries().next().value!;
    recent.delete(oldest);
    void url.then((address) => address && URL.revokeObjectURL(address));
  }
  return picture;
}

/**
 * A product's picture as an address the page may show, fetched with the token like any stored file (an `<img src>`
 * cannot send it). `undefined` while it comes; `null` when there is none, when it lives elsewhere, or when the user
 * may not see product pictures (quietly: nothing worth a toast).
 */
export function useProductImage(imageUrl: string | null): string | null | undefined {
  const ref = productImageRef(imageUrl);
  const productId = ref?.productId;
  const imageId = ref?.imageId;
  const key = `${productId}/${imageId}`;
  const [source, setSource] = useState<{ key: string; url: string | null } | null>(null);

  useEffect(() => {
    if (productId === undefined || imageId === undefined) return;
    let live = true;
    const timer = setTimeout(() => {
      void fetchPicture(key, productId, imageId).then((url) => {
        if (live) setSource({ key, url });
      });
    }, settleMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, productId, imageId]);

  if (productId === undefined || imageId === undefined) return null;
  return source === null || source.key !== key ? undefined : source.url;
}

/**
 * A product's picture, small; a dash while it comes, when there is none, or when it does not load (its name squeezed
 * into 32 px said nothing).
 */
export function ProductThumbnail({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const source = useProductImage(imageUrl);
  const [broken, setBroken] = useState<string | null>(null);
  if (!source || source === broken) return <span aria-hidden="true">—</span>;
  return (
    <img
      className={styles.thumbnail}
      src={source}
      alt={name}
      width={32}
      height={32}
      onError={() => setBroken(source)}
    />
  );
}
