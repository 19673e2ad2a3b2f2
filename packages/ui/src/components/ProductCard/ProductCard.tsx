import { useState, type ReactNode } from 'react';
import type { components } from '@karvon/contracts';
import { intlLocales, useUiLocale, type UiLocale } from '../../i18n/locale.tsx';
import { ApprovalBadge } from '../ApprovalBadge/ApprovalBadge.tsx';
import { ImageIcon } from '../FormField/formIcons.tsx';
import { RepeatDeliveryBadge } from '../RepeatDeliveryBadge/RepeatDeliveryBadge.tsx';
import { productCardLabels, type ProductCardLabels } from './labels.ts';
import * as styles from './ProductCard.css.ts';

type Product = components['schemas']['Product'];

/** What the card shows of a product (SPEC §3): the contract's fields, without its id and image address. */
export type ProductCardProduct = Pick<
  Product,
  | 'name'
  | 'sku'
  | 'code'
  | 'series'
  | 'brand'
  | 'category'
  | 'quantity'
  | 'amount'
  | 'volume_m3'
  | 'color'
  | 'imei'
  | 'status'
  | 'is_repeat_delivery'
>;

export interface ProductCardProps {
  product: ProductCardProduct;
  /**
   * The picture to show: an address the browser may load as it is (an object URL of a fetched file, a data URL).
   * `null`: the product has none; `undefined`: not here yet (the same placeholder, without its words).
   */
  imageSrc?: string | null;
  /** The level of the product's name in the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Buttons for the product (approve…), under its facts. */
  actions?: ReactNode;
  /** Language of the labels. Default: the nearest `UiLocaleProvider`, else `ru`. */
  locale?: UiLocale;
  /** The app's own words for any label. */
  labels?: Partial<ProductCardLabels>;
}

/**
 * One product at a glance (a register's line, a search result): its picture, name, approval and repeat delivery,
 * price, and the codes a packer compares with the label (SKU, code, series, IMEI), then brand, category, colour,
 * quantity and volume. Empty fields are left out.
 */
export function ProductCard({
  product,
  imageSrc,
  headingLevel = 3,
  actions,
  locale,
  labels,
}: ProductCardProps) {
  const contextLocale = useUiLocale();
  const language = locale ?? contextLocale;
  const words = { ...productCardLabels[language], ...labels };
  const number = new Intl.NumberFormat(intlLocales[language], { maximumFractionDigits: 3 });
  const Name = `h${headingLevel}` as const;
  // A picture that does not load shows the placeholder, saying so, not its alternative text squeezed into the box.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const facts: [string, ReactNode, boolean?][] = [
    [words.sku, product.sku, true],
    [words.code, product.code, true],
    [words.series, product.series, true],
    [words.imei, product.imei, true],
    [words.quantity, number.format(product.quantity)],
    [words.volume, `${number.format(product.volume_m3)} ${words.cubicMetres}`],
    [words.brand, product.brand],
    [words.category, product.category],
    [words.color, product.color],
  ];
  return (
    <article className={styles.card} lang={language} aria-label={product.name}>
      <div className={styles.picture}>
        {imageSrc && imageSrc !== brokenSrc ? (
          <img
            className={styles.image}
            src={imageSrc}
            alt={product.name}
            onError={() => setBrokenSrc(imageSrc)}
          />
        ) : (
          <>
            <ImageIcon className={styles.placeholderIcon} />
            {imageSrc === null && <span>{words.noImage}</span>}
            {imageSrc && <span>{words.imageBroken}</span>}
          </>
        )}
      </div>
      <div className={styles.body}>
        <Name className={styles.name}>{product.name}</Name>
        <div className={styles.badges}>
          <ApprovalBadge status={product.status} locale={language} />
          {product.is_repeat_delivery && <RepeatDeliveryBadge locale={language} />}
        </div>
        <div className={styles.price}>
          <span>
            {words.price}: {number.format(product.amount)} {words.sum}
          </span>
        </div>
        <dl className={styles.facts}>
          {facts
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value, isCode]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd className={isCode ? styles.code : undefined}>{value}</dd>
              </div>
            ))}
        </dl>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
