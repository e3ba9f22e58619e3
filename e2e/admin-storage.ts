/** An admin's session: the fields of a signup or login answer that the tests and the web app use. */
export interface AdminSession {
  jwt_token: string;
  user_id: string;
  business_id: string;
  email: string;
  country_iso: string;
  branch_names: { id: string; name: string }[];
}

/**
 * The admin's session as the web app keeps it in localStorage after logging in (lib/storage.ts
 * keys), for a test or a script to put in a browser; `onboarding` is where the checklist stands.
 * No Vitest here, so apps/web/scripts can use it too.
 */
export function adminStorage(session: AdminSession, language: string, onboarding: string) {
  return {
    jwt_token: session.jwt_token,
    user_id: session.user_id,
    business_id: session.business_id,
    email: session.email,
    country_iso: session.country_iso,
    branch_names: JSON.stringify(session.branch_names),
    onboarding_state: onboarding,
    language,
  };
}
