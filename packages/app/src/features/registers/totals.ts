import type { RegisterDetail } from '@karvon/sdk';

/** Totals of a register's lines: positions, pieces, so'm (the server's), cubic metres, draft products. */
export function totalsOf(register: RegisterDetail) {
  let quantity = 0;
  let volume = 0;
  let drafts = 0;
  for (const line of register.products) {
    quantity += line.quantity;
    volume += line.quantity * line.product.volume_m3;
    if (line.product.status === 'draft') drafts += 1;
  }
  return { lines: register.products.length, quantity, sum: register.total_amount, volume, drafts };
}
