import type { Db } from '../../db/database';

export async function findBranding(db: Db, businessId: string) {
  return await db
    .selectFrom('brandings')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

export async function businessExists(db: Db, businessId: string): Promise<boolean> {
  return (
    (await db.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst()) !==
    undefined
  );
}

export async function saveBranding(
  db: Db,
  branding: {
    business_id: string;
    logo_path: string | null;
    header_color: string;
    text_color: string;
    button_text_color: string;
  },
  now: Date,
) {
  await db
    .insertInto('brandings')
    .values({ ...branding, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('business_id').doUpdateSet({
        logo_path: branding.logo_path,
        header_color: branding.header_color,
        text_color: branding.text_color,
        button_text_color: branding.button_text_color,
        updated_at: now,
      }),
    )
    .execute();
}
