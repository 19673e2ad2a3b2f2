import type { ApplicationStatus, ApplicationStep, PaymentType, Timing } from '@karvon/contracts';

/** Every value of a contract union, checked both ways: nothing missing, nothing extra. */
type Exhaustive<Union, List extends readonly Union[]> = [Union] extends [List[number]] ? List : never;

const statuses = [
  'new',
  'collect',
  'signet',
  'package',
  'branch_driver_selected',
  'pickup',
  'send_post_from_branch',
  'send_post_from_client',
  'moving',
  'not_packed',
  'on_the_way',
  'end',
  'return_to_branch',
  'reject',
  'branch_accepted',
  'arrived_branch',
  'confirm',
  'collected',
  'loading',
  'loaded',
  'on_driver',
  'finish',
  'in_driver',
  'driver_selected',
  'returned_branch',
  'return',
  'replacement',
] as const satisfies readonly ApplicationStatus[];
export const APPLICATION_STATUSES: Exhaustive<ApplicationStatus, typeof statuses> = statuses;

/** In workflow order (contract: ApplicationStep). */
const steps = [
  'registered',
  'collecting',
  'packing',
  'ready_to_load',
  'loading',
  'in_transit',
  'at_branch',
  'out_for_delivery',
  'delivered',
  'returning',
] as const satisfies readonly ApplicationStep[];
export const APPLICATION_STEPS: Exhaustive<ApplicationStep, typeof steps> = steps;

const paymentTypes = ['cash', 'card', 'transfer', 'installment'] as const satisfies readonly PaymentType[];
export const PAYMENT_TYPES: Exhaustive<PaymentType, typeof paymentTypes> = paymentTypes;

const timings = ['start', 'middle', 'late', 'very_slow'] as const satisfies readonly Timing[];
export const TIMINGS: Exhaustive<Timing, typeof timings> = timings;
