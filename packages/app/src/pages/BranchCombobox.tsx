import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Combobox } from '@karvon/ui';
import { showSuccess } from '../notify/notify.ts';
import { chooseWorkingBranch, session } from '../session/store.ts';

/** The working branch's combobox, drawn by BranchPicker once the page has been painted. */
export default function BranchCombobox() {
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
    <Combobox
      label={intl.formatMessage({ id: 'branch.picker' })}
      placeholder={intl.formatMessage({ id: 'branch.none' })}
      description={branchId === null ? intl.formatMessage({ id: 'branch.none' }) : undefined}
      options={branches.map((branch) => ({
        id: String(branch.id),
        label: branch.name,
        description: branch.address,
      }))}
      value={branchId === null ? null : String(branchId)}
      onValueChange={(id) => void choose(id)}
    />
  );
}
