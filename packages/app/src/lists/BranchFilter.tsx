import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Combobox } from '@karvon/ui';
import { session } from '../session/store.ts';

export interface BranchFilterProps {
  /** Default «Филиал»; the applications list also filters by the branch of sale. */
  label?: string;
  value: number | undefined;
  onChange(id: number | undefined): void;
}

/** A list's branch filter: the user's branches, found by name, and «Все» while none is chosen, as every filter says. */
export function BranchFilter({ label, value, onChange }: BranchFilterProps) {
  const intl = useIntl();
  const { branches } = useSnapshot(session);
  return (
    <Combobox
      label={label ?? intl.formatMessage({ id: 'filter.branch' })}
      placeholder={intl.formatMessage({ id: 'filter.any' })}
      options={branches.map((branch) => ({ id: String(branch.id), label: branch.name }))}
      value={value === undefined ? null : String(value)}
      onValueChange={(id) => onChange(id ? Number(id) : undefined)}
    />
  );
}
