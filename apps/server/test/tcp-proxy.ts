import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (Redis, in the outage tests), which a test
 * can cut — every connection dropped and new ones refused, as when Redis stops — and restore
 * on the same port, as when it starts again. The machine's own Redis is never touched.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private port = 0;
  /** Bytes are swallowed both ways while the connections stay open: a Redis that hangs. */
  private stalled = false;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts a proxy to the server of `url` and returns it with the same URL pointed at itself. */
  static async start(url: string): Promise<{ proxy: TcpProxy; url: string }> {
    const target = new URL(url);
    const proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
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

  /** Drops every connection and stops listening: connecting is refused until restore(). */
  async cut(): Promise<void> {
    this.stalled = false;
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((done) => server.close(() => done()));
  }

  /** Listens again, on the port it had before. */
  async restore(): Promise<void> {
    this.stalled = false;
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
      client.on('data', (chunk) => this.stalled || upstream.write(chunk));
      upstream.on('data', (chunk) => this.stalled || client.write(chunk));
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
