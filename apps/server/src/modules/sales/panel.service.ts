import {
  type Panel,
  type PanelBusiness,
  type PanelQuery,
  type PaymentType,
  type SubscriptionPlan,
  type SubscriptionStatus,
  standingOf,
} from '@rutaviva/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type Clock, unixSeconds } from '../../lib/clock';

const DAY_MS = 86_400_000;
/** A salesperson's panel lists at most this many businesses (search narrows a longer list). */
const MAX_ROWS = 2_000;

/**
 * /panel (issue 13 item 2): the businesses a salesperson brought in, each with its plan, how it
 * pays, its standing (SPEC §4, as the business's own banner reads it), its deliveries this
 * period and its prepaid balance. Nothing of any other salesperson's.
 */
export class PanelService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async panel(salespersonId: string, query: PanelQuery): Promise<Panel> {
    if (query.salesperson !== undefined && query.salesperson !== salespersonId) throw notFound();
    const { db, clock } = this.deps;
    const now = clock.now();
    const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
    const search = query.search ? `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const rows = await db
      .selectFrom('users as u')
      .innerJoin('businesses as b', 'b.id', 'u.business_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('subscriptions')
            .select(['plan', 'payment_type', 'status', 'current_period_start'])
            .whereRef('subscriptions.business_id', '=', 'b.id')
            .orderBy('seq', 'desc')
            .limit(1)
            .as('s'),
        (join) => join.onTrue(),
      )
      .select([
        'b.id as business_id',
        'b.company_name',
        'b.country_iso',
        'b.created_at',
        'u.email',
        'u.full_name',
        'u.cell_phone',
        's.plan',
        's.payment_type',
        's.status',
        sql<string>`(SELECT count(*) FROM usage_records r
          WHERE r.business_id = b.id AND r.kind = 'delivery'
            AND r.occurred_at >= CASE WHEN s.payment_type IN ('card', 'paypal')
              THEN s.current_period_start ELSE ${monthAgo} END
            AND r.occurred_at <= ${now})`.as('deliveries'),
        sql<string | null>`(SELECT sum(m.deliveries) FROM prepaid_movements m WHERE m.business_id = b.id)`.as(
          'prepaid_remaining',
        ),
        sql<string | null>`(SELECT -sum(m.deliveries) FROM prepaid_movements m
          WHERE m.business_id = b.id AND m.kind IN ('freeze', 'unfreeze'))`.as('prepaid_frozen'),
      ])
      .where('u.salesperson', '=', salespersonId)
      .where('u.role', '=', 'admin')
      .$if(search !== null, (q) =>
        q.where((eb) =>
          eb.or([eb('b.company_name', 'ilike', search as string), eb('u.email', 'ilike', search as string)]),
        ),
      )
      .$if(query.country_iso !== undefined, (q) => q.where('b.country_iso', '=', query.country_iso as string))
      .$if(query.payment_type === 'none', (q) => q.where('s.payment_type', 'is', null))
      .$if(query.payment_type !== undefined && query.payment_type !== 'none', (q) =>
        q.where('s.payment_type', '=', query.payment_type as PaymentType),
      )
      .orderBy(sql`lower(b.company_name)`)
      .orderBy('b.id')
      .limit(MAX_ROWS)
      .execute();

    const businesses: PanelBusiness[] = rows
      .map((row) => {
        const wire = row.payment_type === 'wire_transfer';
        const remaining = wire ? Number(row.prepaid_remaining ?? 0) : null;
        return {
          business_id: row.business_id,
          company_name: row.company_name,
          country_iso: row.country_iso,
          admin_email: row.email,
          admin_name: row.full_name,
          cell_phone: row.cell_phone,
          signed_up_at: unixSeconds(row.created_at),
          plan: (row.plan as SubscriptionPlan | null) ?? null,
          payment_type: (row.payment_type as PaymentType | null) ?? null,
          status: (row.status as SubscriptionStatus | null) ?? null,
          standing: standingOf({
            payment_type: (row.payment_type as PaymentType | null) ?? null,
            status: (row.status as SubscriptionStatus | null) ?? null,
            has_salesperson: true,
            prepaid_trips_amount: remaining ?? 0,
          }),
          deliveries_this_period: Number(row.deliveries),
          prepaid_remaining: remaining,
          prepaid_frozen: wire ? Number(row.prepaid_frozen ?? 0) : null,
        };
      })
      .filter((business) => query.standing === undefined || business.standing === query.standing);
    const good = businesses.filter((business) => business.standing === 'none').length;
    return {
      businesses,
      totals: {
        businesses: businesses.length,
        good_standing: good,
        bad_standing: businesses.length - good,
        deliveries_this_period: businesses.reduce(
          (sum, business) => sum + business.deliveries_this_period,
          0,
        ),
      },
    };
  }
}
