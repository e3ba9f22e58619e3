import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (Redis or PostgreSQL, in the outage tests),
 * which a test can cut — every connection dropped and new ones refused, as when the server
 * stops — and restore on the same port, as when it starts again. The machine's own servers are
 * never touched.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;
  /** Bytes are swallowed both ways while the connections stay open: a Redis that hangs. */
  private stalled = false;
  /** Only the server's answers are swallowed: requests arrive and are carried out, unanswered. */
  private repliesStalled = false;
  /** Chunks swallowed while stalled: a request is on its way to the server and waiting. */
  swallowed = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts a proxy to the server of `url` and returns it with the same URL pointed at itself. */
  static async start(url: string, defaultPort = 6379): Promise<{ proxy: TcpProxy; url: string }> {
    const target = new URL(url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || defaultPort));
    await proxy.restore();
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    return { proxy, url: through.toString() };
  }

  /** Keeps every connection open but passes nothing on, until cut() or restore(). */
  stall(): void {
    this.stalled = true;
  }

  /** Passes requests on but swallows the answers: work done whose answer never comes back. */
  stallReplies(): void {
    this.repliesStalled = true;
  }

  /** Drops every connection and stops listening: connecting is refused until restore(). */
  async cut(): Promise<void> {
    this.stalled = false;
    this.repliesStalled = false;
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  /** Listens again, on the port it had before. */
  async restore(): Promise<void> {
    this.stalled = false;
    this.repliesStalled = false;
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      const pass = (to: Socket, replies: boolean) => (chunk: Buffer) => {
        if (this.stalled || (replies && this.repliesStalled)) this.swallowed++;
        else to.write(chunk);
      };
      client.on('data', pass(upstream, false));
      upstream.on('data', pass(client, true));
    });
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(this.port, '127.0.0.1', () => done());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
