import { z } from 'zod';
import { MESSAGE_CHANNELS } from './customer-messages';
import { PasswordSchema, PhoneInputSchema, requiredOrInvalid, TypedPasswordSchema, text } from './validation';

/** SPEC §5: courier usernames have no spaces. */
export const UsernameSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .toLowerCase()
  .min(3, { error: 'username_too_short' })
  .max(40, { error: 'too_long' })
  .regex(/^[a-z0-9._-]+$/, { error: 'username_invalid' });

const BranchIdSchema = z.string({ error: requiredOrInvalid }).uuid({ error: 'invalid_branch' });

/** API.md "Couriers": POST /api/team. */
export const CourierCreateSchema = z.strictObject({
  name: text(80),
  last_name: text(80),
  cell_phone: PhoneInputSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  branch_id: BranchIdSchema,
});
export type CourierCreate = z.infer<typeof CourierCreateSchema>;

/** PUT /api/team: the id, any field of POST /api/team to change, and whether the courier is active. */
export const CourierUpdateSchema = CourierCreateSchema.partial().extend({
  id: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }),
  active: z.boolean({ error: requiredOrInvalid }).optional(),
});
export type CourierUpdate = z.infer<typeof CourierUpdateSchema>;

export const CourierLoginSchema = z.strictObject({
  username: z.string({ error: requiredOrInvalid }).trim().toLowerCase().min(1, { error: 'required' }).max(40),
  password: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }).max(200),
});

/** POST /api/team/{courier_id}/invitations: the app link and username, by SMS or WhatsApp. */
export const InvitationCreateSchema = z.strictObject({
  channel: z.enum(MESSAGE_CHANNELS, {
    error: (issue) => (issue.input === undefined ? 'required' : 'invalid_channel'),
  }),
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

/** POST /api/courier/password: the signed-in courier changes their own password. */
export const CourierPasswordChangeSchema = z
  .strictObject({
    current_password: TypedPasswordSchema,
    password: PasswordSchema,
    password_repeat: z.string({ error: requiredOrInvalid }),
  })
  .refine((input) => input.password === input.password_repeat, {
    error: 'passwords_do_not_match',
    path: ['password_repeat'],
  })
  .refine((input) => input.password !== input.current_password, {
    error: 'password_unchanged',
    path: ['password'],
  });
export type CourierPasswordChange = z.infer<typeof CourierPasswordChangeSchema>;
