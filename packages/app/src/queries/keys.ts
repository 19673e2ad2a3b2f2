/**
 * The query key of each resource the screens read. One shared list: a change made in one feature outdates what
 * another shows (freezing an application changes the applications list), and features do not import each other.
 * A feature's own queries (features/x/queries.ts) start their keys with these.
 */
export const resourceKeys = {
  applications: ['applications'],
  application: ['application'],
  frozen: ['frozen-applications'],
  orderAttachments: ['order-attachments'],
  cars: ['cars'],
  staff: ['staff'],
  waitingTimes: ['waiting-times'],
  kdRegisters: ['kd-registers'],
  unknownProducts: ['unknown-products'],
  registers: ['registers'],
  products: ['products'],
  cargo: ['cargo'],
} as const;
