import { describe, expect, it } from 'vitest';
import { keepReferral, referralCode } from './referral';
import { createStorage } from './storage';

function memoryStorage() {
  const values = new Map<string, string>();
  return createStorage({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  });
}

describe('referral links', () => {
  it("keeps the code of a salesperson's link, the newest one opened winning", () => {
    const store = memoryStorage();
    expect(referralCode(store)).toBeUndefined();
    keepReferral('?ref=4HDEM2XA', store);
    expect(store.get('my_referrer')).toBe('4hdem2xa');
    keepReferral('?utm_source=whatsapp', store);
    expect(referralCode(store)).toBe('4hdem2xa');
    keepReferral('?ref=zz99zz99', store);
    expect(referralCode(store)).toBe('zz99zz99');
  });

  it('ignores what is not a code, and never sends it', () => {
    const store = memoryStorage();
    keepReferral('?ref=<script>', store);
    keepReferral('?ref=abc', store);
    expect(store.get('my_referrer')).toBeNull();
    store.set('my_referrer', 'https://www.google.com/');
    expect(referralCode(store)).toBeUndefined();
  });
});
