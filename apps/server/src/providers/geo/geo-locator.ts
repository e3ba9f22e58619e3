import type { IncomingHttpHeaders } from 'node:http';
import {
  countryCode,
  countryFromAcceptLanguage,
  currencyOfCountry,
  type VisitorCountry,
} from '@rutaviva/domain';
import type { Clock } from '../../lib/clock';
import { isPrivateAddress } from '../../lib/network';

/** A visitor's country is looked up again after a day. */
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_SIZE = 10_000;
/** The page never waits longer than this on the service: the headers answer instead. */
const TIMEOUT_MS = 1_500;

/** Headers in which common proxies and CDNs write the client's country. */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-appengine-country',
  'fastly-client-country',
  'x-country-code',
];

/**
 * SPEC §7's geolocation (issue 14 item 2): a configured service (GEO_SERVICE_URL, `{ip}` in it,
 * its key and field filter as the service wants them) answers first, cached per address and
 * with a timeout; else, or when it fails, a proxy's country header, then the browser's
 * Accept-Language. A wrong header only changes the pricing copy its sender sees.
 */
export class GeoLocator {
  private readonly cache = new Map<string, { at: number; answer: Promise<VisitorCountry | null> }>();

  constructor(
    private readonly deps: {
      serviceUrl: string | undefined;
      clock: Clock;
      onError: (error: unknown) => void;
    },
  ) {}

  async locate(ip: string, headers: IncomingHttpHeaders): Promise<VisitorCountry> {
    if (this.deps.serviceUrl && !isPrivateAddress(ip)) {
      const found = await this.fromService(this.deps.serviceUrl, ip);
      if (found) return found;
    }
    for (const name of COUNTRY_HEADERS) {
      const country = countryCode(headers[name]);
      if (country) return { country_code: country, currency: currencyOfCountry(country), source: 'proxy' };
    }
    const language = countryFromAcceptLanguage(
      typeof headers['accept-language'] === 'string' ? headers['accept-language'] : undefined,
    );
    if (language)
      return { country_code: language, currency: currencyOfCountry(language), source: 'language' };
    return { country_code: null, currency: currencyOfCountry(null), source: 'none' };
  }

  private async fromService(template: string, ip: string): Promise<VisitorCountry | null> {
    const now = this.deps.clock.now().getTime();
    const cached = this.cache.get(ip);
    if (cached && now - cached.at < CACHE_MS) return cached.answer;
    const answer = this.ask(template, ip).catch((error: unknown) => {
      // Not remembered: a service that failed is asked again on the next visit.
      this.cache.delete(ip);
      this.deps.onError(error);
      return null;
    });
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(ip, { at: now, answer });
    return answer;
  }

  private async ask(template: string, ip: string): Promise<VisitorCountry | null> {
    const response = await fetch(template.replaceAll('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the geolocation service answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    const country = countryCode(body.country_code ?? body.country_code2 ?? body.countryCode);
    if (!country) return null;
    const currency = body.currency;
    const code =
      typeof currency === 'string'
        ? currency
        : typeof currency === 'object' && currency !== null && 'code' in currency
          ? String((currency as { code: unknown }).code)
          : null;
    return {
      country_code: country,
      currency: code && /^[A-Z]{3}$/.test(code) ? code : currencyOfCountry(country),
      source: 'service',
    };
  }
}
