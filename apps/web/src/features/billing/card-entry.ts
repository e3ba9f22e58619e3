import { type CardEntry, CardEntrySchema } from '@rutaviva/domain';

export const CARD_FIELDS = ['number', 'exp_month', 'exp_year', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardFormValues = Record<CardField, string>;
/** A field's error: the field's own message, or `expired` for a date in the past. */
export type CardFieldError = CardField | 'expired';

export const EMPTY_CARD_FORM: CardFormValues = { number: '', exp_month: '', exp_year: '', cvc: '' };

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card; 19 digits at most. */
export function groupCardNumber(typed: string): string {
  return typed
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A two-digit year as printed on cards ("29") is read as 2029. */
function fullYear(typed: string): string {
  const year = typed.trim();
  return /^\d{2}$/.test(year) ? `20${year}` : year;
}

/**
 * The form's values checked with the API's own CardEntrySchema, plus an expiry that has not
 * passed (cards are valid through the end of their month): the entry to send, or each field's error.
 */
export function checkCardEntry(
  values: CardFormValues,
  now: Date,
): { entry: CardEntry; errors: null } | { entry: null; errors: Partial<Record<CardField, CardFieldError>> } {
  const parsed = CardEntrySchema.safeParse({
    number: values.number,
    exp_month: values.exp_month.trim(),
    exp_year: fullYear(values.exp_year),
    cvc: values.cvc.trim(),
  });
  if (!parsed.success) {
    const errors: Partial<Record<CardField, CardFieldError>> = {};
    for (const issue of parsed.error.issues) {
      const field = CARD_FIELDS.find((name) => name === issue.path[0]);
      if (field) errors[field] = field;
    }
    return { entry: null, errors };
  }
  const { exp_month: month, exp_year: year } = parsed.data;
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return { entry: null, errors: { exp_month: 'expired' } };
  return { entry: parsed.data, errors: null };
}
