import { describe, expect, it } from 'vitest';
import { messageParts } from '../../lib/message-parts';
import { nextSendAt, sampleTrackingUrl } from './demo-sms';

const NOW = 1_800_000_000;

describe('nextSendAt', () => {
  it('allows a send while fewer than 3 went out in the last hour', () => {
    expect(nextSendAt([], NOW)).toBeNull();
    expect(nextSendAt([{ sent_at: NOW - 60 }, { sent_at: NOW - 120 }], NOW)).toBeNull();
  });

  it('does not count sends older than an hour', () => {
    const sent = [{ sent_at: NOW - 60 }, { sent_at: NOW - 120 }, { sent_at: NOW - 3700 }];
    expect(nextSendAt(sent, NOW)).toBeNull();
  });

  it('waits for the oldest of the hour’s 3 sends to be an hour old', () => {
    const sent = [{ sent_at: NOW - 600 }, { sent_at: NOW - 60 }, { sent_at: NOW - 1200 }];
    expect(nextSendAt(sent, NOW)).toBe(NOW - 1200 + 3600);
  });
});

describe('sampleTrackingUrl', () => {
  it('joins the origin and the demo path', () => {
    expect(sampleTrackingUrl('https://app.rutaviva.mx/', '/track-demo')).toBe(
      'https://app.rutaviva.mx/track-demo',
    );
  });
});

describe('messageParts', () => {
  it('separates the link from the text', () => {
    expect(messageParts('Tacos: follow it live:\nhttps://x.mx/t?id=ab')).toEqual([
      { text: 'Tacos: follow it live:\n', link: false },
      { text: 'https://x.mx/t?id=ab', link: true },
    ]);
  });

  it('keeps a message without links whole', () => {
    expect(messageParts('Hola')).toEqual([{ text: 'Hola', link: false }]);
  });
});
