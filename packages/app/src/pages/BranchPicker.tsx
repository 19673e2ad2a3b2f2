import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { FieldPlaceholder } from '../forms/FieldPlaceholder.tsx';
import { useAfterFirstPaint } from '../forms/useAfterFirstPaint.ts';
import { session } from '../session/store.ts';

// The combobox is React Aria's (about 60 KB gzip with its popover and list box): it arrives just after the page's
// first paint, in the room its placeholder kept.
const BranchCombobox = lazy(() => import('./BranchCombobox.tsx'));

/** The working branch, chosen among the branches loaded after sign-in (SPEC §1, §8: 'Не выбран филиал'). */
export function BranchPicker() {
  const intl = useIntl();
  const { branchId } = useSnapshot(session);
  const placeholder = (
    <FieldPlaceholder
      description={branchId === null ? intl.formatMessage({ id: 'branch.none' }) : undefined}
    />
  );
  if (!useAfterFirstPaint()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BranchCombobox />
    </Suspense>
  );
}
