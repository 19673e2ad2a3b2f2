import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Product } from '@karvon/sdk';
import { loadBundles, loadMessages } from '../i18n/locale.ts';
import { ordersMessages } from '../orders/messages/index.ts';
import { productColumns } from './productColumns.tsx';

await loadBundles([ordersMessages]);
const intl = createIntl({ locale: 'ru-RU', messages: await loadMessages('ru') });

describe('an application’s products table', () => {
  it('writes a volume in cubic metres as the language does', () => {
    const volume = productColumns(intl).find((column) => column.id === 'volume')!;
    expect(volume.value({ volume_m3: 0.01 } as Product)).toBe('0,01');
    expect(volume.value({ volume_m3: 1.2345 } as Product)).toBe('1,235');
  });
});
