import {
  type Courier,
  type CourierCreate,
  CourierCreateSchema,
  type CourierUpdate,
  formatPhone,
  normalizePhone,
  PasswordSchema,
} from '@rutaviva/domain';
import { z } from 'zod';

/** What the inputs hold: text everywhere, the password empty when editing keeps the old one. */
export interface CourierFormValues {
  name: string;
  last_name: string;
  cell_phone: string;
  username: string;
  password: string;
  branch_id: string;
}

export const COURIER_FORM_FIELDS = [
  'name',
  'last_name',
  'cell_phone',
  'username',
  'password',
  'branch_id',
] as const satisfies ReadonlyArray<keyof CourierFormValues>;

/**
 * The server reads a phone typed without a prefix as a number of the business's country; so does
 * this, and it sends the number in E.164 form, so an edit that only re-spaces a number is no change.
 */
function withPhoneCheck<S extends z.ZodType<{ cell_phone: string }>>(schema: S, countryIso: string | null) {
  return schema
    .superRefine((value, ctx) => {
      if (countryIso && value.cell_phone && !normalizePhone(value.cell_phone, countryIso)) {
        ctx.addIssue({ code: 'custom', message: 'invalid_phone', path: ['cell_phone'] });
      }
    })
    .transform((value) => {
      const e164 = countryIso ? normalizePhone(value.cell_phone, countryIso) : null;
      return e164 ? { ...value, cell_phone: e164 } : value;
    });
}

/** Adding a courier: every field of POST /api/team. */
export function courierCreateFormSchema(countryIso: string | null) {
  return withPhoneCheck(CourierCreateSchema, countryIso);
}

/** Editing: the same fields, but an empty password means "keep the current one". */
export function courierEditFormSchema(countryIso: string | null) {
  return withPhoneCheck(
    CourierCreateSchema.extend({
      password: z
        .string()
        .transform((value) => (value === '' ? undefined : value))
        .pipe(PasswordSchema.optional()),
    }),
    countryIso,
  );
}

export type CourierEdit = Omit<CourierCreate, 'password'> & { password?: string | undefined };

export function emptyCourierForm(branchId: string): CourierFormValues {
  return { name: '', last_name: '', cell_phone: '', username: '', password: '', branch_id: branchId };
}

export function courierFormValues(courier: Courier, countryIso: string | null = null): CourierFormValues {
  return {
    name: courier.name,
    last_name: courier.last_name,
    // Shown as the business's country writes it; the schema turns it back into E.164.
    cell_phone: formatPhone(courier.cell_phone, countryIso),
    username: courier.username,
    password: '',
    branch_id: courier.branch_id,
  };
}

/**
 * The body of PUT /api/team for an edit: the id and only the fields that changed, so an untouched
 * username or phone is never checked again. Null when nothing changed.
 */
export function courierChanges(original: Courier, edited: CourierEdit): CourierUpdate | null {
  const update: CourierUpdate = { id: original.id };
  let changed = false;
  for (const field of ['name', 'last_name', 'cell_phone', 'username', 'branch_id'] as const) {
    if (edited[field] !== original[field]) {
      update[field] = edited[field];
      changed = true;
    }
  }
  if (edited.password) {
    update.password = edited.password;
    changed = true;
  }
  return changed ? update : null;
}
