import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from './billing';
import { choiceError, requiredOrInvalid } from './validation';

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
  .string({ error: requiredOrInvalid })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{13,19}$/, { error: 'invalid_card_number' })
      .refine(passesLuhn, { error: 'invalid_card_number' }),
  );

const expiry = (min: number, max: number) =>
  z.coerce
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_card_expiry') })
    .int({ error: 'invalid_card_expiry' })
    .min(min, { error: 'invalid_card_expiry' })
    .max(max, { error: 'invalid_card_expiry' });

/** The card form of /add_card (the sandbox's stand-in for Stripe Elements). */
export const CardEntrySchema = z
  .object({
    number: CardNumberSchema,
    exp_month: expiry(1, 12),
    exp_year: expiry(2000, 2100),
    cvc: z.string({ error: requiredOrInvalid }).regex(/^\d{3,4}$/, { error: 'invalid_cvc' }),
  })
  .strict();
export type CardEntry = z.infer<typeof CardEntrySchema>;

/**
 * POST /api/subscriptions: the plan, and the regular monthly price the admin confirmed, so a
 * price that changed since the page loaded is never charged without a second look.
 */
export const StartSubscriptionSchema = z
  .object({
    plan: z.enum(SUBSCRIPTION_PLANS, { error: choiceError('invalid_plan') }),
    confirmed_price_minor: z
      .number({ error: requiredOrInvalid })
      .int({ error: 'invalid_value' })
      .nonnegative({ error: 'invalid_value' }),
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

/** POST /api/paypal/subscriptions/confirm: the subscription PayPal sent the admin back with. */
export const ConfirmPayPalSubscriptionSchema = z
  .object({ subscription_id: z.string({ error: requiredOrInvalid }).trim().min(1).max(64) })
  .strict();
export type ConfirmPayPalSubscriptionInput = z.infer<typeof ConfirmPayPalSubscriptionSchema>;
