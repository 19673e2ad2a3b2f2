import type { ApplicationSort, ApplicationStep, Timing } from '@karvon/sdk';

/** The contract's enums as lists for pickers; `satisfies` and the test keep them complete. */
export const applicationSteps = [
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

export const timings = ['start', 'middle', 'late', 'very_slow'] as const satisfies readonly Timing[];

export const applicationSorts = [
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'delivery_deadline',
  '-delivery_deadline',
  'time_spent_minutes',
  '-time_spent_minutes',
  'total_amount',
  '-total_amount',
  'id',
  '-id',
] as const satisfies readonly ApplicationSort[];

// A value missing from a list above fails the build here.
type Missing =
  | Exclude<ApplicationStep, (typeof applicationSteps)[number]>
  | Exclude<Timing, (typeof timings)[number]>
  | Exclude<ApplicationSort, (typeof applicationSorts)[number]>;
export const everyValueListed: Missing extends never ? true : never = true;
