import { useTranslation } from 'react-i18next';
import { ChipGroup, SelectField } from '../../components/field';
import type { BranchPickerProps } from '../../lib/branches';

/** Up to this many branches the filter is a row of chips; beyond it, a select. */
const MAX_BRANCH_CHIPS = 6;

/** All branches, or one (SPEC: the admin's couriers "filtered by branch"). */
export function BranchFilter({ branches, selected, onSelect }: BranchPickerProps) {
  const { t } = useTranslation();
  if (branches.length > MAX_BRANCH_CHIPS) {
    const options = [
      { value: '', label: t('team.allBranches') },
      ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
    ];
    return (
      <div className="branch-select">
        <SelectField
          label={t('team.branchFilter')}
          options={options}
          value={selected?.id ?? ''}
          onChange={(event) => onSelect(event.target.value || null)}
        />
      </div>
    );
  }
  const chips = [
    { value: null, label: t('team.allBranches') },
    ...branches.map((branch) => ({ value: branch.id, label: branch.name })),
  ];
  return (
    <ChipGroup
      legend={t('team.branchFilter')}
      chips={chips}
      selected={selected?.id ?? null}
      onSelect={onSelect}
      scroll
    />
  );
}
