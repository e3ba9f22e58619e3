import {
  type CommissionLine,
  type CommissionReport,
  type CommissionsAnswer,
  type CommissionsQuery,
  PRICING_MARKETS,
  type PricingMarket,
  pricingMarket,
} from '@rutaviva/domain';
import type { SalesSettings } from '../../config';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type Clock, unixSeconds } from '../../lib/clock';
import { isUuid } from '../../lib/ids';

/** A request still pending after this long lost its worker (a restart): the next poll starts it again. */
const STALE_MS = 60_000;

/** What a commission is earned on, read from the books and not yet in the ledger. */
interface Earning {
  kind: 'invoice' | 'prepaid';
  source_id: string;
  business_id: string;
  amount_minor: number;
  currency: string;
  occurred_at: Date;
  market: PricingMarket;
}

/**
 * Salespeople's commissions (issue 13 item 3): an append-only ledger with one line per paid
 * invoice and per prepaid purchase of their businesses, at the market's rate of the day the line
 * was written. A page asks for a report (`my_request_id`) and polls it (`is_ready`) while a
 * background job, in this process, brings the salesperson's ledger up to date.
 */
export class CommissionsService {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      settings: SalesSettings;
      onError: (error: unknown) => void;
    },
  ) {}

  /** GET /api/commissions: starts a report (202) or answers how the asked one stands (200). */
  async request(
    salespersonId: string,
    query: CommissionsQuery,
  ): Promise<{ status: 200 | 202; data: CommissionsAnswer }> {
    const { db, clock } = this.deps;
    if (query.salesperson !== undefined && query.salesperson !== salespersonId) throw notFound();
    if (query.my_request_id === undefined) {
      const created = await db
        .insertInto('commission_requests')
        .values({ salesperson_id: salespersonId, status: 'pending', created_at: clock.now(), ready_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      this.start(created.id, salespersonId);
      return { status: 202, data: { my_request_id: created.id, is_ready: false } };
    }
    const id = query.my_request_id;
    const request = isUuid(id)
      ? await db
          .selectFrom('commission_requests')
          .selectAll()
          .where('id', '=', id)
          .where('salesperson_id', '=', salespersonId)
          .executeTakeFirst()
      : undefined;
    if (!request) throw notFound();
    if (request.status === 'ready')
      return {
        status: 200,
        data: { my_request_id: id, is_ready: true, report: await this.report(salespersonId) },
      };
    if (clock.now().getTime() - request.created_at.getTime() > STALE_MS) {
      await db
        .updateTable('commission_requests')
        .set({ status: 'pending', created_at: clock.now() })
        .where('id', '=', id)
        .execute();
      this.start(id, salespersonId);
    }
    return { status: 200, data: { my_request_id: id, is_ready: false } };
  }

  /** Resolves when the reports started so far are computed (shutdown and tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Writes the lines not in the ledger yet: each invoice and purchase earns once (unique key). */
  async syncLedger(salespersonId: string): Promise<number> {
    const { db, clock, settings } = this.deps;
    const earnings = [
      ...(await this.paidInvoices(salespersonId)),
      ...(await this.prepaidPurchases(salespersonId)),
    ];
    if (earnings.length === 0) return 0;
    const now = clock.now();
    const written = await db
      .insertInto('commission_lines')
      .values(
        earnings.map((earning) => {
          const rate = settings.commissionRates[earning.market];
          return {
            salesperson_id: salespersonId,
            business_id: earning.business_id,
            kind: earning.kind,
            source_id: earning.source_id,
            base_amount_minor: earning.amount_minor,
            rate_bp: rate,
            commission_minor: Math.round((earning.amount_minor * rate) / 10_000),
            currency: earning.currency,
            occurred_at: earning.occurred_at,
            created_at: now,
          };
        }),
      )
      .onConflict((conflict) => conflict.columns(['kind', 'source_id']).doNothing())
      .returning('id')
      .execute();
    return written.length;
  }

  async report(salespersonId: string): Promise<CommissionReport> {
    const { db, clock, settings } = this.deps;
    const rows = await db
      .selectFrom('commission_lines as c')
      .innerJoin('businesses as b', 'b.id', 'c.business_id')
      .select([
        'c.id',
        'c.kind',
        'c.business_id',
        'b.company_name',
        'c.occurred_at',
        'c.base_amount_minor',
        'c.rate_bp',
        'c.commission_minor',
        'c.currency',
      ])
      .where('c.salesperson_id', '=', salespersonId)
      .orderBy('c.occurred_at', 'desc')
      .orderBy('c.seq', 'desc')
      .execute();
    const months = new Map<string, CommissionLine[]>();
    for (const row of rows) {
      const month = row.occurred_at.toISOString().slice(0, 7);
      const line: CommissionLine = { ...row, occurred_at: unixSeconds(row.occurred_at) };
      months.set(month, [...(months.get(month) ?? []), line]);
    }
    return {
      computed_at: unixSeconds(clock.now()),
      rates: PRICING_MARKETS.map((market) => ({ market, rate_bp: settings.commissionRates[market] })),
      months: [...months].map(([month, lines]) => ({ month, lines, totals: totalsOf(lines) })),
      totals: totalsOf(rows),
    };
  }

  private start(requestId: string, salespersonId: string): void {
    const { db, clock } = this.deps;
    const work = (async () => {
      try {
        await this.syncLedger(salespersonId);
        await db
          .updateTable('commission_requests')
          .set({ status: 'ready', ready_at: clock.now() })
          .where('id', '=', requestId)
          .execute();
      } catch (error) {
        await db
          .updateTable('commission_requests')
          .set({ status: 'failed' })
          .where('id', '=', requestId)
          .execute();
        throw error;
      }
    })()
      .catch(this.deps.onError)
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  private async paidInvoices(salespersonId: string): Promise<Earning[]> {
    const rows = await this.deps.db
      .selectFrom('invoices as i')
      .innerJoin('subscriptions as s', 's.id', 'i.subscription_id')
      .innerJoin('users as u', (join) =>
        join.onRef('u.business_id', '=', 'i.business_id').on('u.role', '=', 'admin'),
      )
      .select(['i.id', 'i.business_id', 'i.amount_minor', 'i.currency', 'i.paid_at', 's.market'])
      .where('u.salesperson', '=', salespersonId)
      .where('i.status', '=', 'paid')
      .where('i.amount_minor', '>', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('commission_lines as c')
              .select('c.id')
              .where('c.kind', '=', 'invoice')
              .whereRef('c.source_id', '=', 'i.id'),
          ),
        ),
      )
      .execute();
    return rows.map((row) => ({
      kind: 'invoice',
      source_id: row.id,
      business_id: row.business_id,
      amount_minor: row.amount_minor,
      currency: row.currency,
      occurred_at: row.paid_at ?? this.deps.clock.now(),
      market: pricingMarket(row.market),
    }));
  }

  private async prepaidPurchases(salespersonId: string): Promise<Earning[]> {
    const rows = await this.deps.db
      .selectFrom('prepaid_movements as m')
      .innerJoin('businesses as b', 'b.id', 'm.business_id')
      .select(['m.id', 'm.business_id', 'm.amount_minor', 'm.currency', 'm.occurred_at', 'b.country_iso'])
      .where('m.kind', '=', 'purchase')
      .where('m.salesperson_id', '=', salespersonId)
      .where('m.amount_minor', '>', 0)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('commission_lines as c')
              .select('c.id')
              .where('c.kind', '=', 'prepaid')
              .whereRef('c.source_id', '=', 'm.id'),
          ),
        ),
      )
      .execute();
    return rows.map((row) => ({
      kind: 'prepaid',
      source_id: row.id,
      business_id: row.business_id,
      amount_minor: row.amount_minor,
      currency: row.currency as string,
      occurred_at: row.occurred_at,
      market: pricingMarket(row.country_iso),
    }));
  }
}

function totalsOf(lines: { currency: string; commission_minor: number }[]) {
  const totals = new Map<string, number>();
  for (const line of lines)
    totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.commission_minor);
  return [...totals].map(([currency, commission_minor]) => ({ currency, commission_minor }));
}
