import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { DEFAULT_BILLING } from '../config';

const sandbox = await createTestContext();
const stripe = await createTestContext({
  billing: {
    ...DEFAULT_BILLING,
    provider: 'stripe',
    stripe: {
      secretKey: 'sk_test_csp',
      publishableKey: 'pk_test_csp',
      webhookSecret: 'whsec_csp',
      // Never called: the policy is all this file reads.
      apiUrl: 'http://127.0.0.1:9',
      prices: { 'whatsapp:MX': 'price_whatsapp_mx' },
    },
  },
});

/** The policy's directives by name: "script-src 'self' https://js.stripe.com" → its sources. */
async function policyOf(app: typeof sandbox.app) {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('lets the pages load nothing of Stripe when the sandbox takes the cards', async () => {
    const policy = await policyOf(sandbox.app);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'https:']);
    expect(JSON.stringify(policy)).not.toContain('stripe.com');
  });

  it("lets the pages load Stripe.js, its frames and Stripe's API when Stripe takes the cards", async () => {
    const policy = await policyOf(stripe.app);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});
