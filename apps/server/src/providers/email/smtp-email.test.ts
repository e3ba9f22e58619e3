import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { createBusiness } from '../../../test/factories';
import { latestEmails } from './email.repo';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  let waiting: ((mail: Received) => void) | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise<Received>((done) => (waiting = done)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const smtp = await startSmtp();
const ctx = await createTestContext({ smtpUrl: smtp.url });
afterAll(() => smtp.close());

describe('SMTP email provider', () => {
  it('delivers the password-reset email to the SMTP server and records it as sent', async () => {
    const { input } = await createBusiness(ctx.app, { language: 'english' });
    const arrival = smtp.next();
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    const mail = await arrival;
    expect(mail.to).toEqual([input.email]);
    expect(mail.raw).toContain('Subject: Reset your RutaViva password');
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/rutaviva\.test\/password_reset\//);

    await ctx.email.drain();
    const [recorded] = await latestEmails(ctx.db, 1);
    expect(recorded).toMatchObject({ to_address: input.email, status: 'sent', error: null });
  });
});
