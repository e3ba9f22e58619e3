import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import type { Config, ProcessRole } from '../config';
import { roleOfPath } from '../http/process-roles';

/** The header naming the process that answered (`web-2`, `stream-1`, or `proxy` for its own). */
export const PROCESS_HEADER = 'x-rutaviva-process';

/**
 * Test-only, honoured outside production and staging alone: the processes a client wants
 * (`web-2, stream-1`), so that an end-to-end test can put each person on processes of their own.
 * A pinned process that is down is skipped for the round robin. Never forwarded.
 */
export const PIN_HEADER = 'x-rutaviva-pin';

export interface Backend {
  /** `web-1`, `stream-2`…: what the process header says. */
  name: string;
  role: ProcessRole;
  port: number;
  healthy: boolean;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1): about one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && name !== PIN_HEADER) kept[name] = value;
  }
  return kept;
}

/**
 * Whether a client of the cluster is the front proxy that TRUST_PROXY trusts: any client for a
 * number of hops, one of the addresses or networks given, or nobody for `false`.
 */
export function trustedFront(trustProxy: Config['trustProxy']): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trustProxy.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
    const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, family);
  };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text : undefined;
}

/** The one error shape, from the proxy itself. */
function answerError(response: ServerResponse, status: number, code: string, message: string) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    [PROCESS_HEADER]: 'proxy',
  });
  response.end(JSON.stringify({ error: { code, message } }));
}

/**
 * A small local reverse proxy for the cluster: the event streams go to `stream` processes, the
 * rest to `web` processes (http/process-roles.ts decides, as each process's guard does), round
 * robin over those whose /api/health answered 200. Answers are piped as they come (an event
 * stream is never buffered); each carries the header naming its process.
 */
export class ClusterProxy {
  private readonly server: Server;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  private readonly next = new Map<string, number>();
  private readonly sockets = new Set<Socket>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly backends: Backend[],
    private readonly log: (line: string) => void = () => {},
    /** Whether a client is the front proxy (TRUST_PROXY): its X-Forwarded-Proto and -Host are kept. */
    private readonly trusted: (address: string) => boolean = () => false,
    /** Whether PIN_HEADER is honoured (tests and development only). */
    private readonly pinning = false,
  ) {
    this.server = createServer((request, response) => this.forward(request, response));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    // An event stream is quiet between heartbeats; the processes' own limits apply behind us.
    this.server.requestTimeout = 0;
    this.server.headersTimeout = 15_000;
  }

  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((done, fail) => {
      this.server.once('error', fail);
      this.server.listen(port, host, () => done());
    });
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  /** Checks every process's health now and then every `intervalMs`. */
  async watchHealth(intervalMs: number): Promise<void> {
    await this.checkHealth();
    this.timer = setInterval(() => void this.checkHealth(), intervalMs);
    this.timer.unref();
  }

  async checkHealth(): Promise<void> {
    await Promise.all(
      this.backends.map(async (backend) => {
        const healthy = await this.answersHealth(backend);
        if (healthy !== backend.healthy) this.log(`${backend.name} is ${healthy ? 'up' : 'down'}`);
        backend.healthy = healthy;
      }),
    );
  }

  /** Stops taking requests and ends those still open (event streams never end by themselves). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const closed = new Promise<void>((done) => this.server.close(() => done()));
    for (const socket of this.sockets) socket.destroy();
    this.agent.destroy();
    await closed;
  }

  private async answersHealth(backend: Backend): Promise<boolean> {
    try {
      const response = await fetch(`http://127.0.0.1:${backend.port}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      await response.body?.cancel();
      return response.status === 200;
    } catch {
      return false;
    }
  }

  /** The healthy process of a role the client pinned, else round robin over the healthy ones. */
  private pick(role: ProcessRole, pinned: string[]): Backend | undefined {
    const candidates = this.backends.filter((backend) => backend.role === role && backend.healthy);
    const chosen = candidates.find((backend) => pinned.includes(backend.name));
    if (chosen) return chosen;
    if (candidates.length === 0) return undefined;
    const turn = this.next.get(role) ?? 0;
    this.next.set(role, turn + 1);
    return candidates[turn % candidates.length];
  }

  private forward(request: IncomingMessage, response: ServerResponse, attempt = 1) {
    const needed = roleOfPath(request.url ?? '/');
    const role: ProcessRole = needed === 'stream' ? 'stream' : 'web';
    const pin = this.pinning ? firstValue(request.headers[PIN_HEADER]) : undefined;
    const backend = this.pick(role, pin ? pin.split(',').map((name) => name.trim()) : []);
    if (!backend) {
      answerError(response, 503, 'service_unavailable', `No ${role} process is up; try again shortly.`);
      return;
    }
    const address = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    // Behind a trusted front (a TLS proxy), its protocol and host stand; from anyone else, ours.
    const front = this.trusted(address);
    const keptProto = front ? firstValue(request.headers['x-forwarded-proto']) : undefined;
    const keptHost = front ? firstValue(request.headers['x-forwarded-host']) : undefined;
    const headers: IncomingHttpHeaders = {
      ...forwardable(request.headers),
      // Appended on the right: a process trusting one more proxy than the cluster reads this entry.
      'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${address}` : address,
      'x-forwarded-proto': keptProto ?? 'http',
      'x-forwarded-host': keptHost ?? request.headers.host ?? '',
    };
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: request.method,
        path: request.url,
        headers,
        agent: this.agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...forwardable(answer.headers),
          [PROCESS_HEADER]: backend.name,
        });
        // Headers at once: an event stream's first frame may be a while coming.
        response.flushHeaders();
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') {
        backend.healthy = false;
        // Nothing reached that process (it is restarting): a request without a body goes to another.
        const bodiless = request.method === 'GET' || request.method === 'HEAD';
        if (bodiless && !response.headersSent && attempt < this.backends.length) {
          this.forward(request, response, attempt + 1);
          return;
        }
      }
      answerError(
        response,
        502,
        'bad_gateway',
        `${backend.name} did not answer (${error.code ?? error.message}).`,
      );
    });
    // A client that leaves (a closed tab) ends its request to the process, stream included.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  }
}
