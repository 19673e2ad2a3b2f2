import type { LabelTable } from '../LocalizedLabels/useLocalizedLabels.ts';

export interface ProductCardLabels {
  sku: string;
  code: string;
  series: string;
  imei: string;
  brand: string;
  category: string;
  color: string;
  price: string;
  quantity: string;
  volume: string;
  /** In place of a picture the product has none of. */
  noImage: string;
  /** In place of a picture that the browser cannot show (a damaged file). */
  imageBroken: string;
  /** After a price. */
  sum: string;
  /** After a volume. */
  cubicMetres: string;
}

/** The product's field names (SPEC §3) in the three languages; Uzbek Latin uses ʻ (U+02BB). */
export const productCardLabels: LabelTable<ProductCardLabels> = {
  ru: {
    sku: 'SKU',
    code: 'Код',
    series: 'Серия',
    imei: 'IMEI',
    brand: 'Бренд',
    category: 'Категория',
    color: 'Цвет',
    price: 'Цена',
    quantity: 'Количество',
    volume: 'Объём',
    noImage: 'Нет фото',
    imageBroken: 'Фото не открывается',
    sum: 'сум',
    cubicMetres: 'м³',
  },
  uz: {
    sku: 'SKU',
    code: 'Kod',
    series: 'Seriya',
    imei: 'IMEI',
    brand: 'Brend',
    category: 'Kategoriya',
    color: 'Rang',
    price: 'Narx',
    quantity: 'Miqdor',
    volume: 'Hajm',
    noImage: 'Rasm yoʻq',
    imageBroken: 'Rasm ochilmadi',
    sum: 'soʻm',
    cubicMetres: 'm³',
  },
  'uz-Cyrl': {
    sku: 'SKU',
    code: 'Код',
    series: 'Серия',
    imei: 'IMEI',
    brand: 'Бренд',
    category: 'Категория',
    color: 'Ранг',
    price: 'Нарх',
    quantity: 'Миқдор',
    volume: 'Ҳажм',
    noImage: 'Расм йўқ',
    imageBroken: 'Расм очилмади',
    sum: 'сўм',
    cubicMetres: 'м³',
  },
};
