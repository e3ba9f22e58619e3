import { defaultTimeZone, type Language, LanguageSchema } from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import type { SessionClaims } from '../../lib/tokens';
import { accountOf, filterNames } from './reports.repo';

interface ScopeQuery {
  branch_id?: string;
  courier_id?: string;
  tz?: string;
}

/** Zones PostgreSQL was asked about; the list is fixed for the life of the server. */
const knownZones = new Map<string, boolean>();

/** Zones the runtime accepts but PostgreSQL does not (old aliases) would fail the query with a 500. */
async function postgresKnowsZone(db: Db, timeZone: string): Promise<boolean> {
  const known = knownZones.get(timeZone);
  if (known !== undefined) return known;
  const { rows } = await sql<{ known: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${timeZone}) AS known`.execute(db);
  const answer = rows[0]?.known === true;
  if (knownZones.size < 1_000) knownZones.set(timeZone, answer);
  return answer;
}

/**
 * The access check of every report and review list: a branch or courier in the filters must be
 * the caller's own (404 otherwise). Also settles the zone days are read in and the user's language.
 */
export async function reportScope(db: Db, auth: SessionClaims, query: ScopeQuery) {
  const [names, account] = await Promise.all([
    filterNames(db, auth.businessId, query.branch_id, query.courier_id),
    accountOf(db, auth.businessId, auth.userId),
  ]);
  if (query.branch_id && !names.branch) throw new AppError('branch_not_found', 404);
  if (query.courier_id && !names.courier) throw new AppError('courier_not_found', 404);
  if (!account) throw new AppError('not_found', 404);
  if (query.tz && !(await postgresKnowsZone(db, query.tz))) throw invalidInput({ tz: 'invalid_time_zone' });
  const language: Language = LanguageSchema.catch('english').parse(account.language);
  return {
    businessId: auth.businessId,
    timeZone: query.tz ?? defaultTimeZone(account.country_iso),
    names,
    country: account.country_iso,
    language,
  };
}
