import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { DeferredFields, WantedArea } from '../forms/DeferredFields.tsx';
import { showSuccess } from '../notify/notify.ts';
import { chooseWorkingBranch, session } from '../session/store.ts';

/**
 * The working branch, chosen among the branches loaded after sign-in (SPEC §1, §8: 'Не выбран филиал'). React
 * Aria's combobox (about 60 KB gzip with its popover and list box) comes when the user reaches for it; until then
 * its stand-in shows the branch (forms/DeferredFields.tsx), so a page only read never loads it.
 */
export function BranchPicker() {
  const intl = useIntl();
  const { branches, branchId } = useSnapshot(session);
  const choose = async (id: string | null) => {
    const next = id === null ? null : Number(id);
    if (next === session.branchId) return;
    try {
      await chooseWorkingBranch(next);
      showSuccess(intl.formatMessage({ id: 'branch.saved' }));
    } catch {
      // The SDK has said why; the picker shows the branch that stayed.
    }
  };
  return (
    <WantedArea>
      <DeferredFields
        fields={[
          {
            slot: 'branch',
            field: {
              kind: 'combobox',
              label: intl.formatMessage({ id: 'branch.picker' }),
              placeholder: intl.formatMessage({ id: 'branch.none' }),
              description: branchId === null ? intl.formatMessage({ id: 'branch.none' }) : undefined,
              options: branches.map((branch) => ({
                id: String(branch.id),
                label: branch.name,
                description: branch.address,
              })),
              value: branchId === null ? null : String(branchId),
              onValueChange: (id) => void choose(id),
            },
          },
        ]}
      />
    </WantedArea>
  );
}
