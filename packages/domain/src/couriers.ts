import { z } from 'zod';
import { PasswordSchema, requiredOrInvalid, text } from './validation';

/** SPEC §5: courier usernames have no spaces. */
export const UsernameSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .toLowerCase()
  .min(3, { error: 'username_too_short' })
  .max(40, { error: 'too_long' })
  .regex(/^[a-z0-9._-]+$/, { error: 'username_invalid' });

const PhoneSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'too_long' });
const BranchIdSchema = z.string({ error: requiredOrInvalid }).uuid({ error: 'invalid_branch' });

/** API.md "Couriers": POST /api/team. */
export const CourierCreateSchema = z.strictObject({
  name: text(80),
  last_name: text(80),
  cell_phone: PhoneSchema,
  username: UsernameSchema,
  password: PasswordSchema,
  branch_id: BranchIdSchema,
});
export type CourierCreate = z.infer<typeof CourierCreateSchema>;

/** PUT /api/team: the id and any field to change. */
export const CourierUpdateSchema = z.strictObject({
  id: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }),
  name: text(80).optional(),
  last_name: text(80).optional(),
  cell_phone: PhoneSchema.optional(),
  username: UsernameSchema.optional(),
  password: PasswordSchema.optional(),
  branch_id: BranchIdSchema.optional(),
  active: z.boolean({ error: requiredOrInvalid }).optional(),
});
export type CourierUpdate = z.infer<typeof CourierUpdateSchema>;

export const CourierLoginSchema = z.strictObject({
  username: z.string({ error: requiredOrInvalid }).trim().toLowerCase().min(1, { error: 'required' }).max(40),
  password: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }).max(200),
});

export const CourierSchema = z.object({
  id: z.string(),
  name: z.string(),
  last_name: z.string(),
  cell_phone: z.string(),
  username: z.string(),
  active: z.boolean(),
  branch_id: z.string(),
  branch_name: z.string(),
});
export type Courier = z.infer<typeof CourierSchema>;
