import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE brandings (
      business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
      logo_path text,
      header_color text NOT NULL CHECK (header_color ~ '^#[0-9a-f]{6}$'),
      text_color text NOT NULL CHECK (text_color ~ '^#[0-9a-f]{6}$'),
      button_text_color text NOT NULL CHECK (button_text_color ~ '^#[0-9a-f]{6}$'),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
