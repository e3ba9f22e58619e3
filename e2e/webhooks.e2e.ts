import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webhooksEn } from '../apps/web/src/lib/i18n/webhooks.en';
import { webhooksEs } from '../apps/web/src/lib/i18n/webhooks.es';
import { signInAdmin } from './admin-helpers';
import { screenshot, useBrowser } from './browser';
import { type CourierAccount, courierStep, createCourier, startTrip } from './courier-helpers';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** A store's webhook receiver on loopback: failing (500) until told to answer 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let status = 500;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/rutaviva/events`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

const languages = [
  { tag: 'en', language: 'english', text: webhooksEn, locale: 'en-US' },
  { tag: 'es', language: 'spanish', text: webhooksEs, locale: 'es-MX' },
] as const;

describe.each(languages)('webhooks in the dashboard ($tag)', ({ tag, language, text, locale }) => {
  let account: CourierAccount;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    account = await createCourier(baseUrl, language);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  async function adminPage(width: number) {
    const context = await browser().newContext({ locale, viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signInAdmin(page, baseUrl, account.admin, language);
    return { context, page };
  }

  it("registers an endpoint, shows its secret once, logs a delivery's attempts and sends one again", async () => {
    const { context, page } = await adminPage(1280);
    try {
      await page.goto(`${baseUrl}/integrations`);
      await page.getByRole('heading', { name: text.empty.title }).waitFor();
      await screenshot(page, `webhooks-empty-${tag}-1280`);

      await page.getByRole('button', { name: text.add }).first().click();
      const form = page.getByRole('dialog', { name: text.form.title });
      await form.getByLabel(text.form.url).fill(receiver.url);
      await form
        .getByLabel(text.form.label)
        .fill(language === 'english' ? 'Online store' : 'Tienda en línea');
      await screenshot(page, `webhooks-add-${tag}-1280`);
      await form.getByRole('button', { name: text.form.submit }).click();

      const secretDialog = page.getByRole('dialog', { name: text.secret.title });
      const secret = await secretDialog.getByLabel(text.secret.label).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await screenshot(page, `webhooks-secret-${tag}-1280`);
      await secretDialog.getByRole('button', { name: text.secret.done }).click();
      await page.getByTestId('webhook-endpoint').getByText(receiver.url).waitFor();
      await page.getByTestId('webhook-endpoint').getByText(text.status.active).waitFor();
      await screenshot(page, `webhooks-list-${tag}-1280`);

      // A courier delivers: started, arrived, ended; the receiver fails them all at first.
      const trip = await startTrip(baseUrl, account.courierToken, '55 2222 3333');
      await courierStep(baseUrl, account.courierToken, trip.generated_trip_id, 'arrival');
      await courierStep(baseUrl, account.courierToken, trip.generated_trip_id, 'end');
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(3);

      await page.getByRole('link', { name: text.actions.log }).click();
      const rows = page.getByTestId('webhook-delivery');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3);
      await rows.first().getByText(text.log.deliveryStatus.pending).waitFor();
      await rows.first().getByText('HTTP 500').waitFor();
      await screenshot(page, `webhooks-log-${tag}-1280`);

      // The newest first: the end. Sent again, it is delivered with the same event id.
      receiver.answer(200);
      await rows.first().getByRole('button', { name: text.log.resend }).click();
      await rows.first().getByText(text.log.deliveryStatus.succeeded).waitFor();
      await rows.first().getByText('HTTP 200').first().waitFor();
      await rows
        .first()
        .getByText(fill(text.log.attempts_other, { count: 2 }))
        .waitFor();
      expect(receiver.received).toHaveLength(4);
      const ended = receiver.received.filter((request) => JSON.parse(request.body).type === 'delivery.ended');
      expect(ended).toHaveLength(2);
      expect(ended[0]?.headers['rutaviva-event-id']).toBe(ended[1]?.headers['rutaviva-event-id']);
      for (const request of receiver.received) {
        const timestamp = String(request.headers['rutaviva-timestamp']);
        const expected = createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex');
        expect(request.headers['rutaviva-signature']).toBe(`v1=${expected}`);
      }
      await screenshot(page, `webhooks-resent-${tag}-1280`);
    } finally {
      await context.close();
    }
  });

  it('reads well on a phone', async () => {
    const { context, page } = await adminPage(375);
    try {
      await page.goto(`${baseUrl}/integrations`);
      await page.getByTestId('webhook-endpoint').waitFor();
      await screenshot(page, `webhooks-list-${tag}-375`);
      await page.getByRole('button', { name: text.actions.disable }).click();
      await page.getByTestId('webhook-endpoint').getByText(text.status.admin).waitFor();
      await screenshot(page, `webhooks-off-${tag}-375`);
      await page.getByRole('button', { name: text.actions.enable }).click();
      await page.getByTestId('webhook-endpoint').getByText(text.status.active).waitFor();
      await page.getByRole('link', { name: text.actions.log }).click();
      await page.getByTestId('webhook-delivery').first().waitFor();
      await screenshot(page, `webhooks-log-${tag}-375`);
      await page.goto(`${baseUrl}/integrations`);
      await page.getByRole('button', { name: text.add }).click();
      await page.getByRole('dialog', { name: text.form.title }).waitFor();
      await screenshot(page, `webhooks-add-${tag}-375`);
    } finally {
      await context.close();
    }
  });
});
