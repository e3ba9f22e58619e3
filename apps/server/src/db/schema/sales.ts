import type { PrepaidMovementKind } from '@rutaviva/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

/** Issue 13: salespeople, prepaid balances and commissions. */
export interface SalespeopleTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  full_name: string;
  cell_phone: string;
  language: string;
  referral_code: string;
  session_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Issue 13: one row per movement of a prepaid balance; the balance is their sum. */
export interface PrepaidMovementsTable {
  id: Generated<string>;
  seq: Generated<string>;
  business_id: string;
  kind: PrepaidMovementKind;
  deliveries: number;
  amount_minor: ColumnType<number, number | undefined, never>;
  currency: string | null;
  salesperson_id: string | null;
  transfer_reference: string | null;
  source_id: string | null;
  occurred_at: Date;
}

/** Issue 13: the append-only commission ledger. */
export interface CommissionLinesTable {
  id: Generated<string>;
  seq: Generated<string>;
  salesperson_id: string;
  business_id: string;
  kind: 'invoice' | 'prepaid' | 'refund';
  source_id: string;
  base_amount_minor: number;
  rate_bp: number;
  commission_minor: number;
  currency: string;
  occurred_at: Date;
  created_at: Date;
}

/** A commission report asked for and polled (`my_request_id`, `is_ready`). */
export interface CommissionRequestsTable {
  id: Generated<string>;
  salesperson_id: string;
  status: 'pending' | 'ready' | 'failed';
  created_at: Date;
  ready_at: Date | null;
}

/** Issue 14: demo requests from /book_demo. */
