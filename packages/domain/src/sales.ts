import { z } from 'zod';
import { PAYMENT_TYPES, STANDINGS } from './billing';
import { CountryIsoSchema, LanguageSchema } from './locale';
import { normalizePhone } from './phone';
import { choiceError, EmailSchema, PasswordSchema, PhoneInputSchema, text } from './validation';

/**
 * A new salesperson (issue 13), as the operator's `npm run salesperson:create` gives it: the
 * phone is read in the salesperson's country and kept in E.164.
 */
export const NewSalespersonSchema = z
  .strictObject({
    email: EmailSchema,
    password: PasswordSchema,
    full_name: text(120),
    cell_phone: PhoneInputSchema,
    country_iso: CountryIsoSchema,
    language: LanguageSchema.default('spanish'),
  })
  .transform((input, ctx) => {
    const phone = normalizePhone(input.cell_phone, input.country_iso);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone', path: ['cell_phone'] });
    return { ...input, cell_phone: phone ?? input.cell_phone };
  });
export type NewSalespersonInput = z.input<typeof NewSalespersonSchema>;
export type NewSalesperson = z.output<typeof NewSalespersonSchema>;

/** GET /api/panel: filters of the salesperson's businesses. `salesperson` may only name oneself. */
export const PanelQuerySchema = z.strictObject({
  salesperson: z.string().trim().max(64, { error: 'invalid_value' }).optional(),
  search: z.string().trim().max(100, { error: 'too_long' }).optional(),
  standing: z.enum(STANDINGS, { error: choiceError('invalid_value') }).optional(),
  /** `none`: businesses that have never subscribed. */
  payment_type: z.enum([...PAYMENT_TYPES, 'none'], { error: choiceError('invalid_value') }).optional(),
  country_iso: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_value' })
    .optional(),
});
export type PanelQuery = z.infer<typeof PanelQuerySchema>;

/** GET /api/commissions (SPEC §7's query names). */
export const CommissionsQuerySchema = z.strictObject({
  salesperson: z.string().trim().max(64, { error: 'invalid_value' }).optional(),
  my_request_id: z.string().trim().max(64, { error: 'invalid_value' }).optional(),
  /** What the page last saw; the answer says whether the report is ready. */
  is_ready: z.enum(['true', 'false'], { error: choiceError('invalid_value') }).optional(),
});
export type CommissionsQuery = z.infer<typeof CommissionsQuerySchema>;
