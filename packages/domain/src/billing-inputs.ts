import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from './billing';

/** Luhn's check digit, which every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as typed: spaces and dashes allowed, 13 to 19 digits that pass Luhn's check. */
export const CardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{13,19}$/, 'must be 13 to 19 digits')
      .refine(passesLuhn, 'is not a valid card number'),
  );

/** The card form of /add_card (the sandbox's stand-in for Stripe Elements). */
export const CardEntrySchema = z
  .object({
    number: CardNumberSchema,
    exp_month: z.coerce.number().int().min(1).max(12),
    exp_year: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
  })
  .strict();
export type CardEntry = z.infer<typeof CardEntrySchema>;

/**
 * POST /api/subscriptions: the plan, and the regular monthly price the admin confirmed, so a
 * price that changed since the page loaded is never charged without a second look.
 */
export const StartSubscriptionSchema = z
  .object({
    plan: z.enum(SUBSCRIPTION_PLANS),
    confirmed_price_minor: z.number().int().nonnegative(),
  })
  .strict();
export type StartSubscriptionInput = z.infer<typeof StartSubscriptionSchema>;

/**
 * PATCH /api/subscriptions: cancel at once, end the trial now and pay (as Stripe's
 * `trial_end: now`), or switch between the WhatsApp and SMS plans.
 */
export const UpdateSubscriptionSchema = z.union([
  z.object({ action: z.enum(['cancel', 'end_trial']) }).strict(),
  z.object({ plan: z.enum(SUBSCRIPTION_PLANS) }).strict(),
]);
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionSchema>;

export const PaymentMethodIdSchema = z.string().trim().min(1).max(255);
