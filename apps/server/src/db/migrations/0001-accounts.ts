import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE businesses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_name text NOT NULL,
      country_iso text NOT NULL CHECK (country_iso IN ('US', 'ES', 'MX', 'PA', 'DO')),
      delivery_amount_per_day integer NOT NULL CHECK (delivery_amount_per_day >= 0),
      vehicle_type text NOT NULL CHECK (vehicle_type IN ('motorcycle', 'truck', 'bicycle')),
      onboarding_state text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE branches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      name text NOT NULL,
      position integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (business_id, position)
    );
    CREATE UNIQUE INDEX branches_business_name ON branches (business_id, lower(name));

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
      email text NOT NULL,
      password_hash text NOT NULL,
      full_name text NOT NULL,
      cell_phone text NOT NULL,
      language text NOT NULL CHECK (language IN ('spanish', 'english')),
      role text NOT NULL CHECK (role IN ('admin', 'salesperson')),
      salesperson text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email ON users (lower(email));
    CREATE INDEX users_business ON users (business_id);

    CREATE TABLE password_resets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_user ON password_resets (user_id);

    CREATE TABLE outbound_emails (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      status text NOT NULL CHECK (status IN ('outbox', 'sending', 'sent', 'failed')),
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX outbound_emails_created ON outbound_emails (created_at DESC);
  `.execute(db);
}
