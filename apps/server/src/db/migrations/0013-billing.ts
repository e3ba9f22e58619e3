import { type Kysely, sql } from 'kysely';

/**
 * Issue 12: subscriptions and billing (DESIGN §10).
 *
 * Two halves. The `sandbox_*` tables are the sandbox payment provider's own books, a stand-in for
 * Stripe's: customers, cards, subscriptions, invoices, charges, and the events it sends to our
 * webhook route. The other tables are ours, the source of truth for what a business may do; only
 * provider events (sandbox, Stripe or PayPal) and our own calls to a provider move them.
 * Money is integer minor units beside an ISO currency. Usage is a ledger: one row per billable
 * event, unique per source, so a count is always a sum and never a counter edited in place.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_customers (
      id text PRIMARY KEY,
      business_id uuid NOT NULL,
      default_payment_method text,
      created_at timestamptz NOT NULL
    );

    CREATE TABLE sandbox_payment_methods (
      id text PRIMARY KEY,
      customer_id text REFERENCES sandbox_customers (id),
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      behaviour text NOT NULL
        CHECK (behaviour IN ('succeeds', 'insufficient_funds', 'declined', 'fails_charges')),
      created_at timestamptz NOT NULL,
      detached_at timestamptz
    );

    CREATE TABLE sandbox_subscriptions (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES sandbox_customers (id),
      status text NOT NULL,
      price_key text NOT NULL,
      price_minor integer NOT NULL CHECK (price_minor >= 0),
      currency text NOT NULL,
      trial_end timestamptz,
      billing_anchor timestamptz NOT NULL,
      current_period_start timestamptz NOT NULL,
      current_period_end timestamptz NOT NULL,
      incomplete_expires_at timestamptz,
      canceled_at timestamptz,
      latest_invoice text,
      metadata jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL
    );
    -- The renewal run reads what is due; ended subscriptions drop out of the index.
    CREATE INDEX sandbox_subscriptions_due ON sandbox_subscriptions (current_period_end)
      WHERE status IN ('trialing', 'active', 'past_due');
    CREATE INDEX sandbox_subscriptions_incomplete ON sandbox_subscriptions (incomplete_expires_at)
      WHERE status = 'incomplete';

    CREATE TABLE sandbox_invoices (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES sandbox_customers (id),
      subscription_id text NOT NULL REFERENCES sandbox_subscriptions (id),
      -- One invoice per subscription, reason and period: a second billing run finds it.
      billing_key text NOT NULL UNIQUE,
      billing_reason text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      amount_minor integer NOT NULL CHECK (amount_minor >= 0),
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'paid', 'uncollectible', 'void')),
      attempt_count integer NOT NULL DEFAULT 0,
      first_failed_at timestamptz,
      next_payment_attempt timestamptz,
      last_failure_code text,
      lines jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      paid_at timestamptz
    );
    CREATE INDEX sandbox_invoices_retry ON sandbox_invoices (next_payment_attempt)
      WHERE status = 'open' AND next_payment_attempt IS NOT NULL;
    CREATE INDEX sandbox_invoices_subscription ON sandbox_invoices (subscription_id, created_at);

    CREATE TABLE sandbox_invoice_items (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES sandbox_customers (id),
      subscription_id text NOT NULL REFERENCES sandbox_subscriptions (id),
      -- The caller's idempotency key: adding the same extras twice adds them once.
      idempotency_key text NOT NULL UNIQUE,
      kind text NOT NULL,
      quantity integer NOT NULL,
      unit_amount_minor integer NOT NULL,
      amount_minor integer NOT NULL,
      currency text NOT NULL,
      invoice_id text REFERENCES sandbox_invoices (id),
      created_at timestamptz NOT NULL
    );
    CREATE INDEX sandbox_invoice_items_pending ON sandbox_invoice_items (subscription_id) WHERE invoice_id IS NULL;

    CREATE TABLE sandbox_charges (
      id text PRIMARY KEY,
      invoice_id text NOT NULL REFERENCES sandbox_invoices (id),
      customer_id text NOT NULL REFERENCES sandbox_customers (id),
      payment_method_id text,
      -- The invoice's attempt this charge is: two runs racing cannot both make attempt 1.
      attempt integer NOT NULL,
      amount_minor integer NOT NULL,
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
      failure_code text,
      created_at timestamptz NOT NULL,
      UNIQUE (invoice_id, attempt)
    );

    CREATE TABLE sandbox_events (
      id text PRIMARY KEY,
      seq bigserial NOT NULL,
      type text NOT NULL,
      object jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      -- A process delivering it holds it until then; after, another may (it died mid-way).
      claimed_until timestamptz,
      delivered_at timestamptz
    );
    CREATE INDEX sandbox_events_pending ON sandbox_events (seq) WHERE delivered_at IS NULL;

    CREATE TABLE payment_customers (
      business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_customer_id text NOT NULL,
      default_payment_method_id text,
      created_at timestamptz NOT NULL,
      UNIQUE (provider, provider_customer_id)
    );

    CREATE TABLE payment_methods (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_payment_method_id text NOT NULL,
      brand text NOT NULL,
      last4 text NOT NULL,
      exp_month integer NOT NULL,
      exp_year integer NOT NULL,
      created_at timestamptz NOT NULL,
      removed_at timestamptz,
      UNIQUE (provider, provider_payment_method_id)
    );
    CREATE INDEX payment_methods_business ON payment_methods (business_id, created_at);

    CREATE TABLE subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- The order they were created in, even within one instant of the injected clock.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_subscription_id text NOT NULL,
      plan text NOT NULL CHECK (plan IN ('whatsapp', 'sms')),
      payment_type text NOT NULL CHECK (payment_type IN ('card', 'paypal', 'wire_transfer')),
      market text NOT NULL,
      currency text NOT NULL,
      price_minor integer NOT NULL CHECK (price_minor >= 0),
      included_deliveries integer NOT NULL CHECK (included_deliveries >= 0),
      extra_delivery_minor integer NOT NULL CHECK (extra_delivery_minor >= 0),
      status text NOT NULL CHECK (status IN
        ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')),
      trial_end timestamptz,
      current_period_start timestamptz NOT NULL,
      current_period_end timestamptz NOT NULL,
      canceled_at timestamptz,
      -- Whether any invoice of it was ever paid: a trial whose first charge failed reads as expired.
      ever_paid boolean NOT NULL DEFAULT false,
      -- Since when its status has been neither trialing nor active: the grace period counts from here.
      lapsed_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (provider, provider_subscription_id)
    );
    CREATE INDEX subscriptions_business ON subscriptions (business_id, seq DESC);
    CREATE INDEX subscriptions_period_end ON subscriptions (current_period_end)
      WHERE status IN ('trialing', 'active', 'past_due');

    CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      -- Providers give times in whole seconds: within one, the order we learnt of them.
      seq bigint GENERATED ALWAYS AS IDENTITY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      provider_invoice_id text NOT NULL,
      provider text NOT NULL,
      billing_reason text NOT NULL,
      period_start timestamptz NOT NULL,
      period_end timestamptz NOT NULL,
      amount_minor integer NOT NULL,
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'paid', 'uncollectible', 'void')),
      attempt_count integer NOT NULL,
      next_payment_attempt timestamptz,
      lines jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      paid_at timestamptz,
      UNIQUE (provider, provider_invoice_id)
    );
    CREATE INDEX invoices_subscription ON invoices (subscription_id, created_at DESC);

    CREATE TABLE charges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seq bigint GENERATED ALWAYS AS IDENTITY,
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      provider text NOT NULL,
      provider_charge_id text NOT NULL,
      provider_invoice_id text,
      amount_minor integer NOT NULL,
      currency text NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
      failure_code text,
      card_last4 text,
      created_at timestamptz NOT NULL,
      UNIQUE (provider, provider_charge_id)
    );
    CREATE INDEX charges_business ON charges (business_id, created_at DESC);

    -- Each provider event takes effect once, in the transaction of its effect.
    CREATE TABLE provider_events (
      provider text NOT NULL,
      event_id text NOT NULL,
      type text NOT NULL,
      received_at timestamptz NOT NULL,
      PRIMARY KEY (provider, event_id)
    );

    -- Extras billed within a period, through which count: a threshold charge and the renewal
    -- bill each extra once, and two workers computing the same step share one key.
    CREATE TABLE billed_extras (
      subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
      period_start timestamptz NOT NULL,
      through_count integer NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      amount_minor integer NOT NULL,
      reason text NOT NULL CHECK (reason IN ('threshold', 'renewal')),
      created_at timestamptz NOT NULL,
      PRIMARY KEY (subscription_id, period_start, through_count)
    );

    CREATE TABLE usage_records (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('delivery')),
      source_id uuid NOT NULL,
      occurred_at timestamptz NOT NULL,
      UNIQUE (kind, source_id)
    );
    CREATE INDEX usage_records_business ON usage_records (business_id, occurred_at);
  `.execute(db);
}
