import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { createBusiness } from '../../../test/factories';
import { startSmtpServer } from '../../../test/smtp-server';
import { latestEmails } from './email.repo';

const smtp = await startSmtpServer();
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
