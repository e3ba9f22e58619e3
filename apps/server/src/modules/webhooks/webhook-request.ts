import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_HEADERS } from '@rutaviva/domain';
import { checkedLookup, isForbiddenTarget } from '../../lib/webhook-targets';

/** `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's secret (docs/webhooks.md). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The answer's body is read and dropped, up to this much; a receiver only needs to answer 2xx. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Posts webhook requests through agents whose DNS lookup refuses forbidden addresses (unless
 * `allowPrivate`), keeping connections alive per endpoint. Redirects are not followed: a 3xx is
 * a failed attempt like any answer other than 2xx.
 */
export class WebhookPoster {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;

  constructor(
    private readonly options: { allowPrivate: boolean; timeoutMs: number; maxSocketsPerEndpoint: number },
  ) {
    const lookup = checkedLookup(options.allowPrivate);
    const agentOptions = { keepAlive: true, maxSockets: options.maxSocketsPerEndpoint, lookup };
    this.httpAgent = new http.Agent(agentOptions);
    this.httpsAgent = new https.Agent(agentOptions);
  }

  async post(
    url: string,
    message: { eventId: string; timestamp: number; body: string; secret: string },
  ): Promise<PostResult> {
    const started = performance.now();
    const done = (statusCode: number | null, error: string | null): PostResult => ({
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    });
    const target = new URL(url);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    // An address written as such is never looked up: it is checked here instead.
    if (!this.options.allowPrivate && isIP(host) !== 0 && isForbiddenTarget(host)) {
      return done(null, 'address_not_allowed');
    }
    const client = target.protocol === 'https:' ? https : http;
    return await new Promise<PostResult>((resolve) => {
      // One deadline for the whole attempt, connecting to the answer's last byte: a receiver that
      // trickles its answer a byte at a time holds its lane no longer than this, and an attempt
      // never outlives the lease its delivery was claimed with.
      let settled = false;
      const settle = (result: PostResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(result);
      };
      const deadline = setTimeout(() => {
        settle(done(null, 'timeout'));
        request.destroy();
      }, this.options.timeoutMs);
      const request = client.request(
        target,
        {
          method: 'POST',
          agent: target.protocol === 'https:' ? this.httpsAgent : this.httpAgent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(message.body),
            'user-agent': 'RutaViva-Webhooks/1',
            [WEBHOOK_HEADERS.id]: message.eventId,
            [WEBHOOK_HEADERS.timestamp]: String(message.timestamp),
            [WEBHOOK_HEADERS.signature]: webhookSignature(message.secret, message.timestamp, message.body),
          },
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_ANSWER_BYTES) response.destroy();
          });
          const finish = () => settle(done(response.statusCode ?? null, null));
          response.on('end', finish);
          response.on('close', finish);
          response.on('error', finish);
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => settle(done(null, errorCode(error))));
      request.end(message.body);
    });
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

/** A short, stable word for why an attempt got no answer, shown in the delivery log. */
function errorCode(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'timeout':
      return 'timeout';
    case 'address_not_allowed':
      return 'address_not_allowed';
    case 'ECONNREFUSED':
      return 'connection_refused';
    case 'ECONNRESET':
      return 'connection_reset';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'dns_error';
    default:
      return error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT')
        ? 'tls_error'
        : 'network_error';
  }
}
