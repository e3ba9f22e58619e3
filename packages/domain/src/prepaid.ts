import { z } from 'zod';
import { addBillingMonths, type MarketPrice, SUBSCRIPTION_PLANS } from './billing';
import { PREPAID_FREEZE_MONTHS } from './constants';
import { choiceError, EmailSchema, requiredOrInvalid, TypedPasswordSchema } from './validation';

/** The largest pack one transfer buys: a year of a busy restaurant. */
export const MAX_PREPAID_PACK = 100_000;

/** The movements of a prepaid balance (issue 13): the balance is their sum, never a counter. */
export const PREPAID_MOVEMENT_KINDS = ['purchase', 'use', 'freeze', 'unfreeze'] as const;
export type PrepaidMovementKind = (typeof PREPAID_MOVEMENT_KINDS)[number];

/**
 * A pack of `deliveries` at the market's price of one delivery (the extra-delivery price, a
 * per-market setting: 400 deliveries in Mexico are 300.00 MXN at 0.75).
 */
export function prepaidPackPrice(price: MarketPrice, deliveries: number) {
  return {
    deliveries,
    unit_amount_minor: price.extra_delivery_minor,
    amount_minor: deliveries * price.extra_delivery_minor,
    currency: price.currency,
  };
}

/** When the balance bought at `purchasedAt` freezes if none of it has moved since. */
export function prepaidFreezesAt(purchasedAt: Date): Date {
  return addBillingMonths(purchasedAt, PREPAID_FREEZE_MONTHS);
}

const PackSchema = z
  .number({ error: requiredOrInvalid })
  .int({ error: 'invalid_pack_size' })
  .min(1, { error: 'invalid_pack_size' })
  .max(MAX_PREPAID_PACK, { error: 'invalid_pack_size' });

/** The bank transfer's reference, as the bank statement shows it. */
const TransferReferenceSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'required' })
  .max(80, { error: 'too_long' });

const ConfirmedAmountSchema = z
  .number({ error: requiredOrInvalid })
  .int({ error: 'invalid_value' })
  .nonnegative({ error: 'invalid_value' });

/**
 * GET /api/prepaid_subscriptions (SPEC §7): the business by its admin's email, and the
 * salesperson's own password again, since what follows moves money.
 */
export const PrepaidLookupSchema = z.strictObject({
  email: EmailSchema,
  salesperson_password: TypedPasswordSchema,
});

/**
 * POST /api/prepaid_subscriptions: a salesperson starts a business on a prepaid pack paid by
 * wire transfer, confirming the amount they were shown and, as every movement of money, with
 * their password.
 */
export const CreatePrepaidSchema = z.strictObject({
  email: EmailSchema,
  salesperson_password: TypedPasswordSchema,
  plan: z.enum(SUBSCRIPTION_PLANS, { error: choiceError('invalid_plan') }),
  deliveries: PackSchema,
  transfer_reference: TransferReferenceSchema,
  confirmed_amount_minor: ConfirmedAmountSchema,
});
export type CreatePrepaidInput = z.infer<typeof CreatePrepaidSchema>;

/** PATCH /api/prepaid_subscriptions: a top-up, which also unfreezes a frozen balance. */
export const TopUpPrepaidSchema = z.strictObject({
  email: EmailSchema,
  salesperson_password: TypedPasswordSchema,
  deliveries: PackSchema,
  transfer_reference: TransferReferenceSchema,
  confirmed_amount_minor: ConfirmedAmountSchema,
});
export type TopUpPrepaidInput = z.infer<typeof TopUpPrepaidSchema>;
