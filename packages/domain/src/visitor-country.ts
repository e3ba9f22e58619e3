/**
 * Issue 14 item 2: the visitor's country and currency, which pick the landing page's pricing
 * (SPEC §7: a geolocation service gives country_code and currency; MX, US or other drives the
 * copy). Without a service, a proxy's country header or the browser's language decides.
 */

/** The currencies of the countries the product sells in; others read as US dollars. */
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  MX: 'MXN',
  US: 'USD',
  ES: 'EUR',
  PA: 'USD',
  DO: 'DOP',
  CO: 'COP',
  PE: 'PEN',
  CL: 'CLP',
  AR: 'ARS',
  EC: 'USD',
  SV: 'USD',
  GT: 'GTQ',
  CR: 'CRC',
  HN: 'HNL',
  NI: 'NIO',
  BO: 'BOB',
  PY: 'PYG',
  UY: 'UYU',
  VE: 'VES',
  PR: 'USD',
  CA: 'CAD',
  BR: 'BRL',
};

export function currencyOfCountry(country: string | null): string {
  return (country && CURRENCY_BY_COUNTRY[country]) || 'USD';
}

/** A two-letter country code as proxies and services write it; their "unknown" codes are null. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  // XX: unknown (Cloudflare and others); T1: Tor; EU/AP: regions, not countries.
  if (!/^[A-Z]{2}$/.test(code) || ['XX', 'T1', 'EU', 'AP', 'ZZ'].includes(code)) return null;
  return code;
}

/**
 * The region of the first language in an Accept-Language header that names one, by preference:
 * "es-MX,es;q=0.9" → MX; "en" → null.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(tag)?.[1];
    if (region) return countryCode(region);
  }
  return null;
}
