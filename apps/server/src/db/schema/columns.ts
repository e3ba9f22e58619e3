import type { ColumnType } from 'kysely';

/** Set by the row's insert (or the database's default) and never changed after. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** Set by the insert and by each update. */
export type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
