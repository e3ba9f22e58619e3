import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** A port nobody listens on right now, chosen by the system. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/**
 * A test's own `redis-server` on a free loopback port, without persistence, which the test can
 * kill and start again on the same port (a real restart: everything in it is gone, every
 * subscription must be made again). The machine's Redis is never touched.
 */
export class OwnRedis {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.restart();
    return redis;
  }

  /** Starts the server (again), resolving once it accepts connections. */
  async restart(): Promise<void> {
    if (this.child) return;
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    let output = '';
    await new Promise<void>((done, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          child.stdout?.off('data', onData);
          child.stdout?.resume();
          done();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.resume();
      child.once('error', fail);
      child.once('exit', (code) => fail(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)));
    });
  }

  /** Kills the server at once (SIGKILL), as a crash does, and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    await this.kill();
  }
}
