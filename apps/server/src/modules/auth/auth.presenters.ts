import type { CountryIso, CurrentUser, Language, OnboardingState, Session } from '@rutaviva/domain';
import type { BranchRow, BusinessRow, UserRow } from '../../db/schema';

export const presentBranches = (branches: BranchRow[]) =>
  branches.map((branch) => ({ id: branch.id, name: branch.name }));

/** What every answer about the signed-in admin's account carries: whose it is and where it stands. */
export function presentAccount(user: UserRow, business: BusinessRow, branches: BranchRow[]) {
  return {
    business_id: business.id,
    email: user.email,
    country_iso: business.country_iso as CountryIso,
    language: user.language as Language,
    onboarding_state: business.onboarding_state as OnboardingState,
    branch_names: presentBranches(branches),
  };
}

export function presentSession(
  token: string,
  user: UserRow,
  business: BusinessRow,
  branches: BranchRow[],
): Session {
  return { jwt_token: token, user_id: user.id, ...presentAccount(user, business, branches) };
}

export function presentCurrentUser(user: UserRow, business: BusinessRow, branches: BranchRow[]): CurrentUser {
  return {
    ...presentAccount(user, business, branches),
    user_id: user.id,
    full_name: user.full_name,
    role: user.role as CurrentUser['role'],
    company_name: business.company_name,
    message_language: business.message_language as Language,
  };
}
