import type { ApprovalStatus, ListRegistersQuery, RegisterKind } from '@karvon/sdk';
import { approvalStatuses, registerKinds } from '@karvon/ui';
import {
  flag,
  isoDate,
  listUrl,
  oneOf,
  pageSize,
  positiveInteger,
  text,
  type Readers,
} from '../../lists/urlState.ts';

/**
 * The registers list's view in the URL: every query parameter of `listRegisters`. The kind is the list's tab, not
 * a filter: "clear all" leaves it.
 */
export const registersList = listUrl<ListRegistersQuery>({
  readers: {
    search: text,
    kind: oneOf<RegisterKind>(registerKinds),
    status: oneOf<ApprovalStatus>(approvalStatuses),
    printed: flag,
    branch_id: positiveInteger,
    date_from: isoDate,
    date_to: isoDate,
    page: positiveInteger,
    per_page: pageSize,
  } satisfies Readers<ListRegistersQuery>,
  defaults: { page: 1, per_page: 50 },
  filterKeys: ['status', 'printed', 'branch_id', 'date_from', 'date_to'],
  defaultHidden: ['created_by', 'created_at'],
});
