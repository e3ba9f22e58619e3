import { type Branch, branchDisplayName } from '@rutaviva/domain';
import { useCallback, useMemo } from 'react';
import { useLanguage } from './i18n';
import { storage, useStoredValue } from './storage';

/**
 * The business's branches as the session stored them (`branch_names`), each named as the
 * interface shows it (the default "Headquarters" reads "Sede principal" in Spanish).
 */
export function useBranches(): Branch[] {
  const raw = useStoredValue('branch_names');
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored text is what changes; parsing it again is the point
  return useMemo(
    () => storage.branches().map((branch) => ({ ...branch, name: branchDisplayName(branch.name, language) })),
    [raw, language],
  );
}

/** Names a branch that arrived with a row (a trip, a courier, a review) as useBranches does. */
export function useBranchName(): (name: string) => string {
  const language = useLanguage();
  return useCallback((name: string) => branchDisplayName(name, language), [language]);
}

/**
 * The branch filter is the `selected_branch_id` key (SPEC §3). Unset, or a branch the business no
 * longer has, means every branch.
 */
/** What a branch picker shows and says: the branches, the chosen one (null: all) and a change. */
export interface BranchPickerProps {
  branches: readonly Branch[];
  selected: Branch | null;
  onSelect: (branchId: string | null) => void;
}

export function useBranchFilter(branches: readonly Branch[]) {
  const stored = useStoredValue('selected_branch_id');
  const selected = branches.find((branch) => branch.id === stored) ?? null;
  const select = (branchId: string | null) => storage.set('selected_branch_id', branchId);
  return { selected, select };
}
