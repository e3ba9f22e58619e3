import { z } from 'zod';
import { CountryIsoSchema, LanguageSchema } from './locale';
import { normalizePhone } from './phone';
import { EmailSchema, PasswordSchema, PhoneInputSchema, text } from './validation';

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
