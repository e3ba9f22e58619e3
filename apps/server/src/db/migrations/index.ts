import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as couriersAndTrips from './0002-couriers-and-trips';
import * as brandings from './0003-brandings';
import * as reports from './0004-reports';
import * as tripFacts from './0005-trip-facts';
import * as sessionVersion from './0006-session-version';
import * as exportSafeText from './0007-export-safe-text';
import * as openTrips from './0008-open-trips';
import * as messagesAndInvitations from './0010-messages-and-invitations';
import * as specNumbers from './0012-spec-numbers';
import * as billing from './0013-billing';
import * as salespeople from './0014-salespeople';
import * as prepaid from './0015-prepaid';
import * as commissions from './0016-commissions';
import * as bookDemos from './0017-book-demos';
import * as analytics from './0018-analytics';
import * as beyondTheMap from './0019-beyond-the-map';
import * as publicApi from './0020-public-api';
import * as providerRetries from './0021-provider-retries';
import * as pastPeriodsAndUniqueSids from './0022-past-periods-and-unique-sids';

/** Forward-only migrations, applied in key order. Never edit one that has shipped; add a new one. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-couriers-and-trips': couriersAndTrips,
  '0003-brandings': brandings,
  '0004-reports': reports,
  '0005-trip-facts': tripFacts,
  '0006-session-version': sessionVersion,
  '0007-export-safe-text': exportSafeText,
  '0008-open-trips': openTrips,
  '0010-messages-and-invitations': messagesAndInvitations,
  '0012-spec-numbers': specNumbers,
  '0013-billing': billing,
  '0014-salespeople': salespeople,
  '0015-prepaid': prepaid,
  '0016-commissions': commissions,
  '0017-book-demos': bookDemos,
  '0018-analytics': analytics,
  '0019-beyond-the-map': beyondTheMap,
  '0020-public-api': publicApi,
  '0021-provider-retries': providerRetries,
  '0022-past-periods-and-unique-sids': pastPeriodsAndUniqueSids,
};
