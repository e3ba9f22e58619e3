import { z } from 'zod/mini';
import { MESSAGE_CHANNELS } from '../customer-messages';

/** The newest invitation sent to a courier: how, and when (unix seconds). */
export const CourierInvitationSchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  sent_at: z.number(),
});
export type CourierInvitation = z.infer<typeof CourierInvitationSchema>;

/** A courier of the team (API.md "Couriers"); never the password. */
export const CourierSchema = z.object({
  id: z.string(),
  name: z.string(),
  last_name: z.string(),
  cell_phone: z.string(),
  username: z.string(),
  active: z.boolean(),
  branch_id: z.string(),
  branch_name: z.string(),
  last_invitation: z.nullable(CourierInvitationSchema),
});
export type Courier = z.infer<typeof CourierSchema>;

/** GET /api/team. */
export const CourierListSchema = z.object({ data: z.array(CourierSchema) });
export type CourierList = z.infer<typeof CourierListSchema>;

/** POST /api/courier/login: the session, the courier and the business it works for. */
export const CourierSessionSchema = z.object({
  jwt_token: z.string(),
  courier: CourierSchema,
  business: z.object({ company_name: z.string(), country_iso: z.string() }),
});
export type CourierSession = z.infer<typeof CourierSessionSchema>;

/** A new session token (POST /api/courier/password keeps the phone signed in with it). */
export const SessionTokenSchema = z.object({ jwt_token: z.string() });
export type SessionToken = z.infer<typeof SessionTokenSchema>;

/** The answer to an invitation: what went to which number; never the password. */
export const InvitationSentSchema = z.object({
  courier_id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  body: z.string(),
  link: z.string(),
  sent_at: z.number(),
});
export type InvitationSent = z.infer<typeof InvitationSentSchema>;
