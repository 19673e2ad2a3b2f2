import type { IntlShape } from 'react-intl';

/**
 * The words every list's table says: select all, loading, and an empty list told apart from an empty search.
 * Spread into `RegisterTable` (`{...tableText(intl, filtered)}`).
 */
export const tableText = (intl: IntlShape, filtered: boolean) => ({
  selectAllLabel: intl.formatMessage({ id: 'list.selectAll' }),
  loadingText: intl.formatMessage({ id: 'app.loading' }),
  emptyText: intl.formatMessage({ id: filtered ? 'list.noResults' : 'list.noData' }),
});
