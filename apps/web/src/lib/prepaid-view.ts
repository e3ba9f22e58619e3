import type { PrepaidBalance, PrepaidMovement } from '@rutaviva/domain';

/** SPEC §4 "Standing check", wire transfer: nothing left (or less, on credit) is bad_sub. */
export function prepaidRunOut(balance: PrepaidBalance): boolean {
  return balance.remaining <= 0;
}

/** Deliveries made beyond the balance, which the next pack pays for (remaining below 0). */
export function deliveriesOnCredit(balance: PrepaidBalance): number {
  return Math.max(0, -balance.remaining);
}

/**
 * What the freeze line says: the date what remains freezes on, while something can freeze and
 * that date is still ahead; nothing once it has frozen or when there is nothing left.
 */
export function upcomingFreeze(balance: PrepaidBalance, nowSeconds: number): number | null {
  if (balance.freezes_at === null || balance.remaining <= 0) return null;
  return balance.freezes_at > nowSeconds ? balance.freezes_at : null;
}

/**
 * How a movement changes the usable balance, as the list shows it: a purchase and an unfreeze
 * add, a use and a freeze take away, whatever sign the ledger row carries.
 */
export function movementDelta(movement: PrepaidMovement): number {
  const size = Math.abs(movement.deliveries);
  return movement.kind === 'purchase' || movement.kind === 'unfreeze' ? size : -size;
}

/** The newest movements first, at most `limit` (the rest are counted, not listed). */
export function recentMovements(
  movements: readonly PrepaidMovement[],
  limit: number,
): { shown: PrepaidMovement[]; hidden: number } {
  const sorted = [...movements].sort((a, b) => b.occurred_at - a.occurred_at || b.id.localeCompare(a.id));
  return { shown: sorted.slice(0, limit), hidden: Math.max(0, sorted.length - limit) };
}
