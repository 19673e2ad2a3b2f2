import { useState } from 'react';

const none: ReadonlySet<string> = new Set();

/**
 * The rows ticked on the page shown. Another page, filter or search starts with none ticked: a bulk action then
 * never reaches rows the user can no longer see.
 */
export function useSelection(request: object) {
  const key = JSON.stringify(request);
  const [selection, setSelection] = useState({ key, ids: none });
  const selected = selection.key === key ? selection.ids : none;
  return [selected, (ids: ReadonlySet<string>) => setSelection({ key, ids })] as const;
}
