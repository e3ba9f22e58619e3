import { z } from 'zod';
import { CountryIsoSchema, LanguageSchema } from './locale';
import { normalizePhone } from './phone';
import { choiceError, EmailSchema, PhoneInputSchema, text } from './validation';

/** When a prospect would like the demo call, in their own day. */
export const DEMO_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type DemoTime = (typeof DEMO_TIMES)[number];

/** POST /api/book_demos (issue 14 item 5): a prospect asks for a demo from /book_demo. */
export const BookDemoSchema = z
  .strictObject({
    name: text(120),
    company: text(120),
    email: EmailSchema,
    phone: PhoneInputSchema,
    country_iso: CountryIsoSchema,
    preferred_time: z.enum(DEMO_TIMES, { error: choiceError('invalid_value') }),
    message: z.string({ error: 'invalid_value' }).trim().max(2000, { error: 'too_long' }).default(''),
    language: LanguageSchema.default('english'),
  })
  .transform((input, ctx) => {
    const phone = normalizePhone(input.phone, input.country_iso);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'invalid_phone', path: ['phone'] });
    return { ...input, phone: phone ?? input.phone };
  });
export type BookDemoInput = z.input<typeof BookDemoSchema>;
export type BookDemo = z.output<typeof BookDemoSchema>;
