import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isPrivateAddress } from '../lib/network';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The base of the links this request sends to people (tracking links, password-reset and
     * invitation links), without a trailing slash: see `registerPublicUrl`.
     */
    readonly publicUrl: string;
  }
}

/** Names that only a local network resolves: a machine's bare name, mDNS, a home router's. */
const LOCAL_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.(?:local|lan|home\.arpa|internal|localhost))?$/i;
const HOST = /^(?:\[(?<v6>[0-9a-f:.]+)\]|(?<name>[^:[\]]+))(?::(?<port>\d{1,5}))?$/i;

/**
 * The origin a request came in on, when it is one a phone on the developer's network could
 * open: localhost, a loopback, private or link-local address, or a local name. Anything else
 * (a forged Host header naming someone else's site, a public address) gives null.
 */
export function localOrigin(protocol: string, host: string | undefined): string | null {
  const parts = host ? HOST.exec(host.trim()) : null;
  if (!parts?.groups || (protocol !== 'http' && protocol !== 'https')) return null;
  const { v6, name, port } = parts.groups;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  if (v6 !== undefined) {
    if (isIP(v6) !== 6 || !isPrivateAddress(v6)) return null;
  } else if (isIP(name ?? '') === 4) {
    if (!isPrivateAddress(name ?? '')) return null;
  } else if (!LOCAL_NAME.test(name ?? '')) {
    return null;
  }
  return `${protocol}://${host?.trim().toLowerCase()}`;
}

/**
 * Gives every request its `publicUrl`. PUBLIC_URL when it is set, and always in test, staging
 * and production (which refuse to start without it), so no request there chooses where links
 * point. In development without it, links follow the address the request came in on, so a
 * delivery started from a courier's phone on the office Wi-Fi sends the customer a link that
 * opens: Fastify's `request.host` and `request.protocol`, which read X-Forwarded-Host and
 * X-Forwarded-Proto only from proxies TRUST_PROXY trusts. A host that is not local falls back
 * to `http://localhost:PORT`.
 */
export function registerPublicUrl(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlFromRequest'>,
) {
  const { publicUrl, publicUrlFromRequest } = config;
  app.decorateRequest('publicUrl', {
    getter(this: FastifyRequest) {
      if (!publicUrlFromRequest) return publicUrl;
      return localOrigin(this.protocol, this.host) ?? publicUrl;
    },
  });
}
