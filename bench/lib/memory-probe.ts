/**
 * Preloaded into an app process the bench starts with --expose-gc and an IPC channel
 * (`--import ./bench/lib/memory-probe.ts`): it answers 'memory' with the process's memory after
 * full collections, leaving the app's own entry point (main.ts) as `npm start` runs it. It also
 * times the couriers' ingest statement, from asking the pool (waiting for a connection included)
 * and on its connection alone, so the soak can tell the database's share of a slow POST.
 */
import pg from 'pg';
import { answerMemoryRequests, timingsOf } from './children';

const INGEST = 'append-points';
let pooled: number[] = [];
let executed: number[] = [];

type Query = (...args: unknown[]) => unknown;

/**
 * `query` timed into `into()` when its first argument is the ingest statement: until its promise
 * settles or its callback (the pool calls its connection's query with one) is called.
 */
function timing(query: Query, into: () => number[]): Query {
  return function (this: unknown, ...args: unknown[]) {
    if ((args[0] as { name?: string } | null)?.name !== INGEST) return query.apply(this, args);
    const began = performance.now();
    const done = () => into().push(performance.now() - began);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as Query)(...results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

pg.Pool.prototype.query = timing(
  pg.Pool.prototype.query as Query,
  () => pooled,
) as typeof pg.Pool.prototype.query;
pg.Client.prototype.query = timing(
  pg.Client.prototype.query as Query,
  () => executed,
) as typeof pg.Client.prototype.query;

answerMemoryRequests({
  timings: true,
  extra: () => {
    const figures = { ingestFromPool: timingsOf(pooled), ingestOnConnection: timingsOf(executed) };
    pooled = [];
    executed = [];
    return figures;
  },
});
