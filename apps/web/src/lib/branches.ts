import type { Branch } from '@rutaviva/domain';
import { useMemo } from 'react';
import { storage, useStoredValue } from './storage';

/** The business's branches as the session stored them (`branch_names`). */
export function useBranches(): Branch[] {
  const raw = useStoredValue('branch_names');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored text is what changes; parsing it again is the point
  return useMemo(() => storage.branches(), [raw]);
}

/**
 * The branch filter is the `selected_branch_id` key (SPEC §3). Unset, or a branch the business no
 * longer has, means every branch.
 */
export function useBranchFilter(branches: readonly Branch[]) {
  const stored = useStoredValue('selected_branch_id');
  const selected = branches.find((branch) => branch.id === stored) ?? null;
  const select = (branchId: string | null) => storage.set('selected_branch_id', branchId);
  return { selected, select };
}
