import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { OffsetClock } from '../lib/clock';
import { createEmailProvider } from '../providers/email';
import { createMessagesProvider } from '../providers/messages';
import { MemoryBus } from '../realtime/bus';
import { runCli } from './cli';

const USAGE = `Usage: npm run openapi:document -- [--out FILE]

Writes the OpenAPI document the server serves at /api/docs/json (JSON, to FILE or standard
output). Builds the app in development, so the development routes are in it, on a database it
never connects to: no PostgreSQL needed. \`npm run lint:openapi\` lints what it writes.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig({
    APP_ENV: 'development',
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'https://rutaviva.example',
    LOG_LEVEL: 'silent',
  });
  // A pool connects on its first query; building the app and its document makes none.
  const db = createDb('postgres://openapi@127.0.0.1:1/unused');
  const clock = new OffsetClock();
  const failed = (error: unknown) => console.error(error);
  const app = await buildApp({
    config,
    db,
    clock,
    email: createEmailProvider(config, db, clock, failed),
    messages: createMessagesProvider(config, db, clock, failed),
    bus: new MemoryBus(),
    jwtSecret: 'openapi-document-only',
  });
  try {
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    if (values.out) {
      await mkdir(dirname(values.out), { recursive: true });
      await writeFile(values.out, document);
    } else process.stdout.write(document);
    return 0;
  } finally {
    await app.close();
    await db.destroy();
  }
}

runCli(main);
