import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  BranchesTable,
  BusinessesTable,
  OutboundEmailsTable,
  PasswordResetsTable,
  UsersTable,
} from './schema/accounts';
import type {
  BilledExtrasTable,
  ChargesTable,
  InvoicesTable,
  PaymentCustomersTable,
  PaymentMethodsTable,
  PayPalBalanceRaisesTable,
  ProviderEventsTable,
  SandboxChargesTable,
  SandboxCustomersTable,
  SandboxEventsTable,
  SandboxInvoiceItemsTable,
  SandboxInvoicesTable,
  SandboxPaymentMethodsTable,
  SandboxSubscriptionsTable,
  SubscriptionPeriodsTable,
  SubscriptionsTable,
  UsageRecordsTable,
} from './schema/billing';
import type {
  ApiDeliveriesTable,
  ApiKeysTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookEventsTable,
} from './schema/integrations';
import type {
  CommissionLinesTable,
  CommissionRequestsTable,
  PrepaidMovementsTable,
  SalespeopleTable,
} from './schema/sales';
import type { AnalyticsEventsTable, BookDemosTable } from './schema/site';
import type {
  BrandingsTable,
  CourierInvitationsTable,
  CouriersTable,
  OutboundMessagesTable,
  TripFactsTable,
  TripHourTotalsTable,
  TripPointsTable,
  TripsTable,
} from './schema/trips';

/** The database's tables, by area (db/schema/), and the row types the code reads and writes. */
export * from './schema/accounts';
export * from './schema/billing';
export * from './schema/integrations';
export * from './schema/sales';
export * from './schema/site';
export * from './schema/trips';

export interface Database {
  businesses: BusinessesTable;
  branches: BranchesTable;
  users: UsersTable;
  salespeople: SalespeopleTable;
  prepaid_movements: PrepaidMovementsTable;
  commission_lines: CommissionLinesTable;
  commission_requests: CommissionRequestsTable;
  book_demos: BookDemosTable;
  analytics_events: AnalyticsEventsTable;
  api_keys: ApiKeysTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  api_deliveries: ApiDeliveriesTable;
  password_resets: PasswordResetsTable;
  outbound_emails: OutboundEmailsTable;
  couriers: CouriersTable;
  courier_invitations: CourierInvitationsTable;
  trips: TripsTable;
  trip_points: TripPointsTable;
  trip_facts: TripFactsTable;
  trip_hour_totals: TripHourTotalsTable;
  outbound_messages: OutboundMessagesTable;
  brandings: BrandingsTable;
  sandbox_customers: SandboxCustomersTable;
  sandbox_payment_methods: SandboxPaymentMethodsTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  sandbox_invoices: SandboxInvoicesTable;
  sandbox_invoice_items: SandboxInvoiceItemsTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_events: SandboxEventsTable;
  payment_customers: PaymentCustomersTable;
  payment_methods: PaymentMethodsTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  charges: ChargesTable;
  provider_events: ProviderEventsTable;
  usage_records: UsageRecordsTable;
  billed_extras: BilledExtrasTable;
  paypal_balance_raises: PayPalBalanceRaisesTable;
  subscription_periods: SubscriptionPeriodsTable;
}

export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessPatch = Updateable<BusinessesTable>;
export type BranchRow = Selectable<BranchesTable>;
export type UserRow = Selectable<UsersTable>;
export type UserPatch = Updateable<UsersTable>;
export type SalespersonRow = Selectable<SalespeopleTable>;
export type OutboundEmailRow = Selectable<OutboundEmailsTable>;
export type CourierRow = Selectable<CouriersTable>;
export type CourierPatch = Updateable<CouriersTable>;
export type TripRow = Selectable<TripsTable>;
export type OutboundMessageRow = Selectable<OutboundMessagesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SandboxSubscriptionRow = Selectable<SandboxSubscriptionsTable>;
export type SandboxInvoiceRow = Selectable<SandboxInvoicesTable>;
export type SandboxPaymentMethodRow = Selectable<SandboxPaymentMethodsTable>;
