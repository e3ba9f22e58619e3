import type { ErrorEvent } from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import { scrubEvent } from './error-reporting-client';
import { pathTemplate, scrubText, scrubUrl, scrubValue } from './scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyIjoiMSJ9.c2lnbmF0dXJl_-x';

describe('what error reports may carry', () => {
  it('replaces emails, phone numbers and tokens in text', () => {
    expect(scrubText(`ana.lopez+1@example.com.mx wrote from +52 55 1234 5678 with ${JWT}`)).toBe(
      '[email] wrote from [phone] with [token]',
    );
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [token]');
    // Dates, ports and small numbers are no phone number.
    expect(scrubText('2026-11-24 at 127.0.0.1:3000, HTTP 503')).toBe(
      '2026-11-24 at 127.0.0.1:3000, HTTP 503',
    );
  });

  it('keeps the route of a request and drops every id and query value', () => {
    expect(pathTemplate('/api/trips/Ab3dE9/coordinates?phone=5512345678')).toBe('/api/trips/:id/coordinates');
    expect(pathTemplate('/api/trips/export.csv')).toBe('/api/trips/export.csv');
    expect(pathTemplate(`/password_reset/d4718e41-6572-43d0-9938-e55b6f34d652/${JWT}`)).toBe(
      '/password_reset/:id/:id',
    );
    expect(pathTemplate('/api/users/ana@example.com')).toBe('/api/users/:id');
    expect(scrubUrl('https://app.example.com/t?id=Ab3dE9&tiles=none')).toBe(
      'https://app.example.com/t?id=[filtered]&tiles=[filtered]',
    );
  });

  it('drops the values of secret and personal keys in any object', () => {
    expect(
      scrubValue({ jwt_token: JWT, nested: { customer_phone_number: '5512345678', note: 'ok' } }),
    ).toEqual({
      jwt_token: '[filtered]',
      nested: { customer_phone_number: '[filtered]', note: 'ok' },
    });
  });

  it('strips the user, headers, cookies and personal text from an event', () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: '7', email: 'ana@example.com', ip_address: '1.2.3.4' },
      request: {
        url: `https://app.example.com/password_reset/abc1/${JWT}?email=ana@example.com`,
        headers: { 'User-Agent': 'Chromium', Authorization: `Bearer ${JWT}`, Referer: 'https://x' },
        cookies: { session: 'x' },
      },
      message: 'Could not send to ana@example.com',
      exception: { values: [{ type: 'Error', value: `token ${JWT} for +52 55 1234 5678` }] },
      breadcrumbs: [{ message: 'typed ana@example.com', data: { password: 'hunter2' } }],
      extra: { authorization: `Bearer ${JWT}` },
    } as ErrorEvent);
    const sent = JSON.stringify(event);
    for (const secret of ['ana@example.com', JWT, 'hunter2', '1234 5678', '1.2.3.4', 'Referer', 'cookies'])
      expect(sent).not.toContain(secret);
    expect(event.request).toEqual({
      url: 'https://app.example.com/password_reset/:id/:id?email=[filtered]',
      headers: { 'User-Agent': 'Chromium' },
    });
  });
});
