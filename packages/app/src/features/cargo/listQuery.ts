import type { CargoStatus, ListCargoQuery } from '@karvon/sdk';
import { cargoStatuses } from '@karvon/ui';
import {
  isoDate,
  listUrl,
  oneOf,
  pageSize,
  positiveInteger,
  text,
  type Readers,
} from '../../lists/urlState.ts';

/** The filters a user can set (chips, "clear all"). */
export const cargoFilterKeys = [
  'status',
  'branch_id',
  'date_from',
  'date_to',
] as const satisfies readonly (keyof ListCargoQuery)[];

/** The cargo register's view in the URL: every query parameter of `listCargo`. */
export const cargoList = listUrl<ListCargoQuery>({
  readers: {
    search: text,
    status: oneOf<CargoStatus>(cargoStatuses),
    branch_id: positiveInteger,
    date_from: isoDate,
    date_to: isoDate,
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListCargoQuery>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: cargoFilterKeys,
  defaultHidden: ['driver', 'total_volume_m3', 'comment', 'sent_at', 'received_at'],
});
