import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

/** Businesses, their branches and admins, password resets and the email outbox. */
export interface BusinessesTable {
  id: Generated<string>;
  company_name: string;
  country_iso: string;
  delivery_amount_per_day: number;
  vehicle_type: string;
  onboarding_state: string;
  /** The language of customers' messages: english or spanish (migration 0010). */
  message_language: string;
  /** Issue 10: couriers may run several deliveries at once (migration 0008). */
  allow_several_trips: Generated<boolean>;
  /** Issue 15 (migration 0019): propose a phone number's last destination to the courier. */
  remember_destinations: Generated<boolean>;
  /** Customers see the proof-of-delivery photo on their tracking page. */
  show_delivery_photo: Generated<boolean>;
  /** The "almost there" message goes when the estimate first drops under this; null: off. */
  almost_there_minutes: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BranchesTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  position: number;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  business_id: string;
  email: string;
  password_hash: string;
  full_name: string;
  cell_phone: string;
  language: string;
  role: string;
  /** The salesperson who brought the business in (a referral link), or null. */
  salesperson: string | null;
  /** Raised to end every session signed before (password reset, log out everywhere). */
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Issue 13: salespeople, with their own sessions; not users of any business. */

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface OutboundEmailsTable {
  id: Generated<string>;
  business_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: 'outbox' | 'sending' | 'retrying' | 'sent' | 'failed';
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  /** Attempts made so far (migration 0021). */
  attempts: Generated<number>;
  /** When a `sending` or `retrying` email is tried (again). */
  next_attempt_at: Date | null;
  /** An attempt under way holds the email until then; a process that stopped mid-send lets it go. */
  claimed_until: Date | null;
}
