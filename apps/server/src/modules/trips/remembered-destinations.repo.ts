import type { Db } from '../../db/database';

/**
 * Issue 15 item 2: the destination of the business's most recent ended trip to a phone number
 * that had one, whoever set it. Read from the trips themselves, so deleting those trips forgets it,
 * and scoped to the business, so no business ever sees where another delivered. Ended only: while
 * a delivery runs its destination is its own courier's and the admins', not any colleague's.
 */
export async function lastDestinationToPhone(db: Db, businessId: string, phone: string) {
  return await db
    .selectFrom('trips')
    .select(['destination_lat', 'destination_lng', 'start_time', 'end_time'])
    .where('business_id', '=', businessId)
    .where('customer_phone_number', '=', phone)
    .where('destination_lat', 'is not', null)
    .where('end_time', 'is not', null)
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the business proposes remembered destinations, and the country its numbers are read in. */
export async function rememberingOfBusiness(db: Db, businessId: string) {
  return await db
    .selectFrom('businesses')
    .select(['remember_destinations', 'country_iso'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
}
