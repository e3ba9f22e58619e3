import { type AppStorage, storage } from './storage';

/** A salesperson's referral code as their link carries it: /signup?ref=4hdem2xa. */
const CODE = /^[a-z0-9]{6,32}$/;

/**
 * Issue 13: opening a salesperson's link keeps its code as `my_referrer`, so a signup made later
 * in this browser, after any wandering around the site, is tied to that salesperson. The newest
 * link opened wins; anything that is not a code is ignored.
 */
export function keepReferral(search: string, store: AppStorage = storage): void {
  const code = new URLSearchParams(search).get('ref')?.trim().toLowerCase();
  if (code && CODE.test(code)) store.set('my_referrer', code);
}

/** The referral code to send with a signup, when one was kept. */
export function referralCode(store: AppStorage = storage): string | undefined {
  const kept = store.get('my_referrer');
  return kept && CODE.test(kept) ? kept : undefined;
}
