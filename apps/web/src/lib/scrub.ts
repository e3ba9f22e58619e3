/**
 * What error reports must never carry (SPEC §8, issue 14): emails, phone numbers, tokens and
 * passwords. Used on every text and URL an event holds before it leaves the browser.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
/** Ten or more digits, with the spaces, dots, dashes and brackets phone numbers are written with. */
const PHONE = /\+?\d[\d\s().-]{8,}\d/g;
/** Query parameters and JSON keys whose values are secrets or personal data. */
const SECRET_KEY = /(token|password|secret|authorization|email|phone|jwt|key|session)/i;

export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, (match) => (match.replace(/\D/g, '').length >= 10 ? '[phone]' : match));
}

/** A path segment that is a word of the API (trips, export.csv) stays; any id, name or token goes. */
const WORD = /^[a-z][a-z_.-]{0,39}$/i;

/** `/api/trips/ab12…/coordinates?x=1` → `/api/trips/:id/coordinates`: the route, nothing of whom. */
export function pathTemplate(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path
    .split('/')
    .map((segment) => (segment === '' || WORD.test(segment) ? segment : ':id'))
    .join('/');
}

/** A URL with its path's ids, tokens and personal data replaced and every query value dropped. */
export function scrubUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, globalThis.location?.href ?? 'http://localhost');
  } catch {
    return scrubText(pathTemplate(url));
  }
  const query = [...parsed.searchParams.keys()].map((key) => `${key}=[filtered]`).join('&');
  return `${parsed.origin}${pathTemplate(parsed.pathname)}${query ? `?${query}` : ''}`;
}

/** Any JSON-like value with secret keys dropped and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[filtered]' : scrubValue(item, depth + 1),
    ]),
  );
}
