import { MAX_PREPAID_PACK } from '@rutaviva/domain';
import { type ApiError, isApiError } from '../../lib/api';

/** The quick picks of the pack size: a small shop's month up to a busy restaurant's. */
export const PACK_QUICK_PICKS = [200, 400, 800, 1_500] as const;

/** A pack's amount as the server computes it: deliveries × the market's price of one. */
export function packAmount(unitAmountMinor: number, deliveries: number): number {
  return unitAmountMinor * deliveries;
}

/** The typed pack size, or null while it is not a whole number the server takes. */
export function packSize(typed: string): number | null {
  if (!/^\d{1,6}$/.test(typed.trim())) return null;
  const size = Number(typed.trim());
  return size >= 1 && size <= MAX_PREPAID_PACK ? size : null;
}

/**
 * A 409 amount_changed carries the pack at the new price: its price of one delivery, which the
 * form shows and asks to confirm again.
 */
export function changedUnitPrice(error: unknown): number | null {
  if (!isApiError(error, 'amount_changed')) return null;
  const pack = (error as ApiError).body.pack as { unit_amount_minor?: unknown } | undefined;
  return typeof pack?.unit_amount_minor === 'number' ? pack.unit_amount_minor : null;
}
