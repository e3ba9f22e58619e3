import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Session } from '@rutaviva/domain';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../apps/server/src/db/embedded';
import { apiCall } from './api';

const baseUrl = inject('baseUrl');
const guide = resolve(import.meta.dirname, '../docs/integrations.md');

interface Walkthrough {
  /** The block of `export NAME=value` lines a reader fills in with their own values. */
  values: string[];
  /** Every other `sh` block, in order. */
  commands: string[];
  /** Files the guide asks the reader to save, by name (a block whose first line is `// name`). */
  files: Map<string, string>;
}

/** Reads the guide's fenced blocks: the values block, the commands and the files to save. */
function readWalkthrough(markdown: string): Walkthrough {
  const walkthrough: Walkthrough = { values: [], commands: [], files: new Map() };
  for (const [, language, block] of markdown.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)) {
    const body = block ?? '';
    if (language === 'sh') {
      const lines = body.trim().split('\n');
      if (walkthrough.values.length === 0 && lines.every((line) => /^export [A-Z_]+=/.test(line))) {
        walkthrough.values = lines;
      } else walkthrough.commands.push(body);
    } else if (language === 'js') {
      const name = /^\/\/ ([\w.-]+\.m?js)\n/.exec(body)?.[1];
      if (name) walkthrough.files.set(name, body);
    }
  }
  return walkthrough;
}

/** The values block with each variable set to what this run uses instead of the guide's example. */
function fillValues(lines: string[], values: Record<string, string>): string {
  return lines
    .map((line) => {
      const name = /^export ([A-Z_]+)=/.exec(line)?.[1] as string;
      if (!(name in values)) throw new Error(`the walkthrough's value ${name} is not filled by the test`);
      return `export ${name}='${values[name]}'`;
    })
    .join('\n');
}

async function runBash(script: string, cwd: string): Promise<{ code: number; output: string }> {
  return await new Promise((done, fail) => {
    const shell = spawn('bash', ['-euo', 'pipefail', '-c', script], { cwd, env: { ...process.env } });
    let output = '';
    shell.stdout.on('data', (chunk) => {
      output += chunk;
    });
    shell.stderr.on('data', (chunk) => {
      output += chunk;
    });
    shell.on('error', fail);
    shell.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('docs/integrations.md, word for word (issue 16)', () => {
  it('creates a key, a webhook endpoint and a delivery, and the receiver verifies the event', async () => {
    const walkthrough = readWalkthrough(await readFile(guide, 'utf8'));
    expect(walkthrough.values.length).toBeGreaterThan(0);
    expect(walkthrough.commands.length).toBeGreaterThan(3);
    expect(walkthrough.files.has('receiver.mjs')).toBe(true);

    const email = `walkthrough-${Date.now()}@example.com`;
    const password = 'correct-horse';
    await apiCall<Session>(baseUrl, 'POST', '/api/signup', {
      company_name: 'Florería Jacaranda',
      country_iso: 'MX',
      email,
      password,
      full_name: 'Lucía Pérez',
      cell_phone: '55 1234 5678',
      delivery_amount_per_day: 20,
      vehicle_type: 'motorcycle',
      branch_names: [''],
      language: 'spanish',
    });

    const folder = await mkdtemp(join(tmpdir(), 'rutaviva-walkthrough-'));
    folders.push(folder);
    for (const [name, body] of walkthrough.files) await writeFile(join(folder, name), body);
    const script = [
      fillValues(walkthrough.values, {
        RUTAVIVA_URL: baseUrl,
        RUTAVIVA_EMAIL: email,
        RUTAVIVA_PASSWORD: password,
        RECEIVER_PORT: String(await freePort()),
      }),
      ...walkthrough.commands,
    ].join('\n');
    const { code, output } = await runBash(script, folder);
    expect(code, output).toBe(0);
    expect(output).toContain('The retry answered the same delivery.');
    expect(output).toMatch(/verified delivery\.created \S+/);
    expect(output).toContain('"order_reference": "A-1042"');
    expect(output).toContain('"status": "pending"');
  });
});
