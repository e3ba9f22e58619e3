import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface BusinessesTable {
  id: Generated<string>;
  company_name: string;
  country_iso: string;
  delivery_amount_per_day: number;
  vehicle_type: string;
  onboarding_state: string;
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
  salesperson: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

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
  status: string;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface Database {
  businesses: BusinessesTable;
  branches: BranchesTable;
  users: UsersTable;
  password_resets: PasswordResetsTable;
  outbound_emails: OutboundEmailsTable;
}

export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessPatch = Updateable<BusinessesTable>;
export type BranchRow = Selectable<BranchesTable>;
export type UserRow = Selectable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type OutboundEmailRow = Selectable<OutboundEmailsTable>;
