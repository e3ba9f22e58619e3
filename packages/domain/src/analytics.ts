import { z } from 'zod';

/**
 * First-party analytics (issue 14 item 6, SPEC §7): page views, clicks on links and marked
 * buttons, and the landing page's sections seen half-way. No cookies: a random id per browser
 * tab (sessionStorage) ties one visit's events together, and the signed-in user is named only
 * after login.
 */
export const ANALYTICS_EVENT_KINDS = ['page_view', 'click', 'section_view'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];
export const MAX_ANALYTICS_BATCH = 50;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const AnalyticsBatchSchema = z.strictObject({
  session_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'invalid_value' }),
  user_id: z.string().regex(uuid, { error: 'invalid_value' }).nullable().default(null),
  language: z.enum(['en', 'es'], { error: 'invalid_value' }),
  events: z
    .array(
      z.strictObject({
        kind: z.enum(ANALYTICS_EVENT_KINDS, { error: 'invalid_value' }),
        name: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
        path: z.string().max(300, { error: 'too_long' }),
        at: z.number().int({ error: 'invalid_value' }).positive({ error: 'invalid_value' }),
      }),
    )
    .min(1, { error: 'required' })
    .max(MAX_ANALYTICS_BATCH, { error: 'too_many_events' }),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;
export type AnalyticsEvent = AnalyticsBatch['events'][number];
