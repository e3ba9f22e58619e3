import type { Generated } from 'kysely';

/** Issue 14: the public site's demo requests and analytics. */
export interface BookDemosTable {
  id: Generated<string>;
  name: string;
  company: string;
  email: string;
  phone: string;
  country_iso: string;
  preferred_time: string;
  message: string;
  language: string;
  created_at: Date;
}

/** Issue 14: first-party analytics events (staging and production only). */
export interface AnalyticsEventsTable {
  id: Generated<string>;
  session_id: string;
  user_id: string | null;
  kind: string;
  name: string;
  path: string;
  language: string;
  country: string | null;
  occurred_at: Date;
  received_at: Date;
}
