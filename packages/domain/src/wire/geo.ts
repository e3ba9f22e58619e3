import { z } from 'zod/mini';

/** GET /api/geo: the visitor's country (null when nothing tells it) and currency, and who said so. */
export const VisitorCountrySchema = z.object({
  data: z.object({
    country_code: z.nullable(z.string()),
    currency: z.string(),
    source: z.enum(['service', 'proxy', 'language', 'none']),
  }),
});
export type VisitorCountry = z.infer<typeof VisitorCountrySchema>['data'];
