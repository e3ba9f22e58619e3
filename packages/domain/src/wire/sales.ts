import { z } from 'zod/mini';
import { LANGUAGES } from '../locale';

/** A salesperson as they see themselves (issue 13): never the password. */
export const SalespersonSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  cell_phone: z.string(),
  language: z.enum(LANGUAGES),
  referral_code: z.string(),
  /** The link a salesperson shares: opening it keeps the code in the browser (`my_referrer`). */
  referral_url: z.string(),
});
export type Salesperson = z.infer<typeof SalespersonSchema>;

/** POST /api/salesperson/login. */
export const SalespersonSessionSchema = z.object({
  data: z.object({ jwt_token: z.string(), salesperson: SalespersonSchema }),
});
export type SalespersonSession = z.infer<typeof SalespersonSessionSchema>['data'];

/** GET /api/salesperson/me. */
export const SalespersonAnswerSchema = z.object({ data: SalespersonSchema });
