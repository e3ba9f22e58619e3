import type { ExchangeRate } from '@rutaviva/domain';
import type { SalesSettings } from '../../config';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';

/** A live rate is asked again after an hour; the calculators never need it fresher. */
const CACHE_MS = 60 * 60 * 1000;
/** A service slower than this is not waited for: the configured table answers instead. */
const TIMEOUT_MS = 3_000;

/**
 * SPEC §7's exchange-rate service (`GET pair/{from}/{to}`) for the USD calculator (issue 13):
 * an ExchangeRate-API-compatible service when EXCHANGE_RATE_URL is set, cached and with a
 * timeout, else (or when it fails) the configured table with its date. Rates read "units of
 * `to` for one `from`".
 */
export class ExchangeRates {
  private readonly cache = new Map<string, { at: number; answer: Promise<ExchangeRate> }>();

  constructor(
    private readonly deps: {
      settings: SalesSettings['exchange'];
      clock: Clock;
      onError: (error: unknown) => void;
    },
  ) {}

  async pair(from: string, to: string): Promise<ExchangeRate> {
    const { serviceUrl } = this.deps.settings;
    if (!serviceUrl) return this.fromTable(from, to);
    const key = `${from}:${to}`;
    const now = this.deps.clock.now().getTime();
    const cached = this.cache.get(key);
    if (cached && now - cached.at < CACHE_MS) return cached.answer;
    const answer = this.fromService(serviceUrl, from, to);
    this.cache.set(key, { at: now, answer });
    try {
      return await answer;
    } catch (error) {
      // Not remembered: the next calculator asks the service again.
      this.cache.delete(key);
      this.deps.onError(error);
      return this.fromTable(from, to);
    }
  }

  private fromTable(from: string, to: string): ExchangeRate {
    const { table, tableDate } = this.deps.settings;
    const direct = from === to ? 1 : table[`${from}:${to}`];
    const reverse = table[`${to}:${from}`];
    const rate = direct ?? (reverse ? 1 / reverse : undefined);
    if (rate === undefined) throw new AppError('exchange_rate_unavailable', 404);
    return { from, to, rate: Math.round(rate * 1e6) / 1e6, date: tableDate, source: 'table' };
  }

  private async fromService(url: string, from: string, to: string): Promise<ExchangeRate> {
    const response = await fetch(`${url}/pair/${from}/${to}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the exchange-rate service answered ${response.status}`);
    const body = (await response.json()) as { conversion_rate?: unknown; time_last_update_unix?: unknown };
    const rate = body.conversion_rate;
    if (typeof rate !== 'number' || !(rate > 0)) throw new Error('the exchange-rate service sent no rate');
    const updated =
      typeof body.time_last_update_unix === 'number'
        ? new Date(body.time_last_update_unix * 1000)
        : this.deps.clock.now();
    return { from, to, rate, date: updated.toISOString().slice(0, 10), source: 'service' };
  }
}
