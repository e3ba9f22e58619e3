import type { Branch } from '@rutaviva/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from './monitor-state';

/** A discreet dot and word: live, connecting, or reconnecting after the stream dropped. */
export function ConnectionPill({ connection }: { connection: Connection }) {
  const { t } = useTranslation();
  return (
    <span
      className={`monitor-connection monitor-connection--${connection}`}
      role="status"
      data-connection={connection}
    >
      <span className="monitor-connection__dot" aria-hidden="true" />
      {t(`monitor.connection.${connection}`)}
    </span>
  );
}

/** The `selected_branch_id` filter as a compact select, with "All branches" first. */
export function BranchSelect({
  branches,
  selected,
  onSelect,
}: {
  branches: readonly Branch[];
  selected: Branch | null;
  onSelect: (branchId: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="monitor-branch">
      <label className="monitor-branch__label" htmlFor={id}>
        {t('monitor.branch')}
      </label>
      <select
        id={id}
        className="input select monitor-branch__select"
        value={selected?.id ?? ''}
        onChange={(event) => onSelect(event.target.value || null)}
      >
        <option value="">{t('monitor.allBranches')}</option>
        {branches.map((branch) => (
          <option key={branch.id} value={branch.id}>
            {branch.name}
          </option>
        ))}
      </select>
    </div>
  );
}
