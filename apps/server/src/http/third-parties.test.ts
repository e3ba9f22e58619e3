import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';

/*
 * Error reporting and the chat widget (issue 14 item 7): the pages carry their tags, and the
 * Content-Security-Policy admits their origins, only when they are configured.
 */

const dist = await mkdtemp(join(tmpdir(), 'rutaviva-third-parties-'));
await writeFile(
  join(dist, 'index.html'),
  '<!doctype html><head><title>RutaViva</title></head><div id="root">',
);
await writeFile(
  join(dist, 'courier.html'),
  '<!doctype html><head><title>Courier</title></head><div id="root">',
);
await writeFile(join(dist, 't.html'), '<!doctype html><head><title>Tracking</title></head><div id="root">');

const plain = await createTestContext({ webDist: dist });
const configured = await createTestContext({
  webDist: dist,
  errorReporting: { dsn: 'https://abc123@errors.example.com:8443/sentry/42', environment: 'staging' },
  chatWidget: { scriptUrl: 'https://chat.example.com/v1/widget.js', widgetId: 'rv-7' },
});

async function get(app: typeof plain.app, url: string) {
  return app.inject({ method: 'GET', url });
}

/** The policy's directives by name: "connect-src 'self' https://x" → its sources. */
function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

describe('third parties that are not configured', () => {
  it('puts no tag in any page and admits no other origin', async () => {
    for (const url of ['/', '/courier', '/t']) {
      const page = await get(plain.app, url);
      expect(page.body).not.toContain('rv-error-reporting');
      expect(page.body).not.toContain('rv-chat-widget');
    }
    const policy = policyOf((await get(plain.app, '/api/health')).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });
});

describe('error reporting and a chat widget, configured', () => {
  it("gives the web app the DSN, the environment and the widget's script", async () => {
    const page = (await get(configured.app, '/')).body;
    expect(page).toContain(
      '<meta name="rv-error-reporting" content="https://abc123@errors.example.com:8443/sentry/42" data-environment="staging" />',
    );
    expect(page).toContain(
      '<meta name="rv-chat-widget" content="https://chat.example.com/v1/widget.js" data-widget-id="rv-7" />',
    );
    expect(page.indexOf('rv-chat-widget')).toBeLessThan(page.indexOf('</head>'));
  });

  it('gives the courier app and the tracking page neither', async () => {
    for (const url of ['/courier', '/t']) {
      const page = (await get(configured.app, url)).body;
      expect(page).not.toContain('rv-error-reporting');
      expect(page).not.toContain('rv-chat-widget');
    }
  });

  it("admits the reporting server's origin for requests and the widget's for its script", async () => {
    const policy = policyOf((await get(configured.app, '/api/health')).headers['content-security-policy']);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://errors.example.com:8443',
      'https://chat.example.com',
    ]);
    expect(policy['script-src']).toEqual(["'self'", 'https://chat.example.com']);
    // The DSN's public key is no secret, but it has no place in a header either.
    expect(String((await get(configured.app, '/')).headers['content-security-policy'])).not.toContain(
      'abc123',
    );
  });
});
