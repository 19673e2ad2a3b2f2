import type { Path } from 'react-hook-form';
import type { Product } from '@karvon/sdk';

/** What the form keeps of a product: enough to name it, price it and sum its volume. */
export type LineProduct = Pick<Product, 'id' | 'name' | 'code' | 'sku' | 'amount' | 'volume_m3'>;

export interface CargoLine {
  product: LineProduct;
  quantity: number | null;
}

/** The cargo form's values; `CargoInput` is made of them on saving. */
export interface CargoFields {
  senderId: string | null;
  receiverId: string | null;
  carId: string | null;
  comment: string;
  lines: CargoLine[];
}

const fields: Partial<Record<string, Path<CargoFields>>> = {
  sender_branch_id: 'senderId',
  receiver_branch_id: 'receiverId',
  car_id: 'carId',
  comment: 'comment',
  products: 'lines',
};

/**
 * Where the server's `errors[].field` goes in the form: `products[2]` (a product twice) and `products[2].quantity`
 * or `.product_id` beside the quantity of that line, the others beside their field; anything else only as a toast.
 */
export function fieldOf(field: string): Path<CargoFields> | undefined {
  const line = /^products\[(\d+)\]/.exec(field);
  return line ? `lines.${Number(line[1])}.quantity` : fields[field];
}
