import { ErrorBodySchema } from '@rutaviva/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../src/db/database';
import type { BadCase } from './cases';
import { changedTables, databaseFingerprint } from './fingerprint';

/** Runs per route; BAD_INPUT_RUNS raises it locally (CI keeps the default). */
export const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 20);

/** The seed of this run: BAD_INPUT_SEED replays one; fast-check prints it on a failure. */
export const SEED = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** No answer within this is a hang (wall time: megabyte bodies on a busy machine included). */
const DEADLINE_MS = 10_000;

export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Sends the request through app.inject with a deadline. Event streams are read as streams: an
 * opened one counts as answered (its status and type), and is closed at once.
 */
export async function send(app: FastifyInstance, request: InjectOptions, overHttp?: string): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${DEADLINE_MS} ms (a hang)`)), DEADLINE_MS);
  });
  try {
    return await Promise.race([
      overHttp ? answerOverHttp(overHttp, request) : answerOf(app, request),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function answerOf(app: FastifyInstance, request: InjectOptions): Promise<Answer> {
  const response = await app.inject({ ...request, payloadAsStream: true });
  const contentType = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  if (contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: response.statusCode, contentType, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return { status: response.statusCode, contentType, body: Buffer.concat(chunks).toString('utf8') };
}

/**
 * Over a real socket to the listening app at `base`: an event stream it opens is closed as soon
 * as its headers arrive (app.inject cannot end a stream that never ends).
 */
async function answerOverHttp(base: string, request: InjectOptions): Promise<Answer> {
  const abort = new AbortController();
  const response = await fetch(`${base}${request.url}`, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    ...(request.payload !== undefined ? { body: request.payload as string } : {}),
    signal: abort.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, contentType, body: '' };
  }
  return { status: response.status, contentType, body: await response.text() };
}

/** What is wrong with a refusal's body, or null when it is the one error shape. */
export function errorShapeProblem(answer: Answer): string | null {
  if (!answer.contentType.startsWith('application/json'))
    return `content type ${answer.contentType || 'none'}`;
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(answer.body));
    return parsed.success ? null : `not the error shape: ${parsed.error.message.slice(0, 300)}`;
  } catch {
    return 'a body that is not JSON';
  }
}

/**
 * The property of one request: never a 5xx or a hang; a 4xx for what is invalid by
 * construction; every 4xx in the error shape; and, for a write, the database as it was.
 */
export async function checkCase(
  app: FastifyInstance,
  db: Db,
  tables: readonly string[],
  request: BadCase,
  /** The listening app's address, for a request that may open an event stream. */
  overHttp?: string,
): Promise<Answer> {
  const write = request.method !== 'GET';
  const before = write ? await databaseFingerprint(db, tables) : undefined;
  const answer = await send(
    app,
    {
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    },
    overHttp,
  );
  // Node refuses headers past 16 KB before the app sees them (only over a real socket).
  if (overHttp && answer.status === 431) return answer;
  const where = () =>
    `${request.kind}\n  ${request.method} ${request.url.slice(0, 300)}\n  answered ${answer.status}: ${answer.body.slice(0, 400)}`;
  if (answer.status >= 500) throw new Error(`a ${answer.status}: ${where()}`);
  if (request.invalid && (answer.status < 400 || answer.status >= 500)) {
    throw new Error(`an invalid request was not refused: ${where()}`);
  }
  if (answer.status >= 400) {
    const problem = errorShapeProblem(answer);
    if (problem) throw new Error(`a refusal with ${problem}: ${where()}`);
    if (before) {
      const changed = changedTables(before, await databaseFingerprint(db, tables));
      if (changed.length > 0) throw new Error(`a refused write changed ${changed.join(', ')}: ${where()}`);
    }
  }
  return answer;
}
