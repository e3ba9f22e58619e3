import { z } from 'zod';
import {
  type CountryIso,
  CountryIsoSchema,
  type Language,
  LanguageSchema,
  VehicleTypeSchema,
} from './locale';
import { OnboardingStateSchema } from './onboarding';
import { normalizePhone } from './phone';
import {
  EmailSchema,
  PasswordSchema,
  PhoneInputSchema,
  requiredOrInvalid,
  TypedPasswordSchema,
  text,
} from './validation';

/** SPEC §3: the first branch is named Headquarters. */
export const FIRST_BRANCH_DEFAULT_NAME = 'Headquarters';
/** What the Spanish interface calls the branch stored as Headquarters. */
export const FIRST_BRANCH_DEFAULT_NAME_SPANISH = 'Sede principal';

/**
 * A branch's name as the interface shows it: the default first branch keeps its stored English
 * name (SPEC §3) but reads "Sede principal" in Spanish. Names the business typed are its own.
 */
export function branchDisplayName(name: string, language: Language): string {
  return language === 'spanish' && name === FIRST_BRANCH_DEFAULT_NAME
    ? FIRST_BRANCH_DEFAULT_NAME_SPANISH
    : name;
}
export const MAX_BRANCHES = 50;

const DeliveriesPerDaySchema = z
  .number({ error: requiredOrInvalid })
  .int({ error: 'invalid_whole_number' })
  .min(0, { error: 'invalid_whole_number' })
  .max(100_000, { error: 'invalid_whole_number' });

/** Branch names as typed: the first may be left empty and becomes Headquarters. */
const BranchNamesSchema = z
  .array(z.string({ error: requiredOrInvalid }).trim().max(80, { error: 'too_long' }), {
    error: requiredOrInvalid,
  })
  .min(1, { error: 'branch_names_required' })
  .max(MAX_BRANCHES, { error: 'too_many_branches' })
  .transform((names) =>
    names.map((name, index) => (index === 0 && name === '' ? FIRST_BRANCH_DEFAULT_NAME : name)),
  )
  .superRefine((names, ctx) => {
    names.forEach((name, index) => {
      if (name === '') ctx.addIssue({ code: 'custom', message: 'required', path: [index] });
    });
    const seen = new Set<string>();
    names.forEach((name, index) => {
      const key = name.toLowerCase();
      if (name !== '' && seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: 'duplicate_branch_names', path: [index] });
      }
      seen.add(key);
    });
  });

/** Adds an `invalid_phone` issue unless `phone` is valid for `country`; returns E.164. */
function phoneFor(phone: string, country: CountryIso, ctx: z.RefinementCtx, path: string): string {
  const normalized = normalizePhone(phone, country);
  if (!normalized) ctx.addIssue({ code: 'custom', message: 'invalid_phone', path: [path] });
  return normalized ?? phone;
}

/** API.md "Accounts": POST /api/signup. */
export const SignupSchema = z
  .strictObject({
    company_name: text(120),
    country_iso: CountryIsoSchema,
    email: EmailSchema,
    password: PasswordSchema,
    full_name: text(120),
    cell_phone: PhoneInputSchema,
    delivery_amount_per_day: DeliveriesPerDaySchema,
    vehicle_type: VehicleTypeSchema,
    branch_names: BranchNamesSchema,
    language: LanguageSchema.default('english'),
    /**
     * Issue 13: the referral code a salesperson's link left in the browser (`my_referrer`). A code
     * that matches no salesperson (an old link) is ignored: it never stops a signup.
     */
    my_referrer: z.string({ error: 'invalid_value' }).trim().max(64, { error: 'too_long' }).optional(),
  })
  .transform((input, ctx) => ({
    ...input,
    cell_phone: phoneFor(input.cell_phone, input.country_iso, ctx, 'cell_phone'),
  }));
export type SignupInput = z.input<typeof SignupSchema>;
export type Signup = z.output<typeof SignupSchema>;

export const LoginSchema = z.strictObject({
  email: EmailSchema,
  password: TypedPasswordSchema,
});
export type Login = z.infer<typeof LoginSchema>;

export const VerifyTokenSchema = z.object({ jwt_token: z.string({ error: requiredOrInvalid }) });

/** GET /api/password_reset/{user_id}/{jwt_token}: the account a valid reset link is for. */
export const ResetLinkSchema = z.object({ data: z.object({ email: z.string() }) });
export type ResetLink = z.infer<typeof ResetLinkSchema>;

export const PasswordRecoverySchema = z.strictObject({ email: EmailSchema });

/** New password plus a repeat (SPEC §5). */
export const NewPasswordSchema = z
  .object({ password: PasswordSchema, password_repeat: z.string({ error: requiredOrInvalid }) })
  .refine((input) => input.password === input.password_repeat, {
    error: 'passwords_do_not_match',
    path: ['password_repeat'],
  });

export const PasswordResetSchema = z
  .strictObject({
    user_id: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }).max(64),
    jwt_token: z.string({ error: requiredOrInvalid }).min(1, { error: 'required' }).max(2000),
    password: PasswordSchema,
    password_repeat: z.string({ error: requiredOrInvalid }),
  })
  .refine((input) => input.password === input.password_repeat, {
    error: 'passwords_do_not_match',
    path: ['password_repeat'],
  });

/** PATCH /api/business: every field optional; branches are not editable by admins (SPEC §5). */
export const BusinessUpdateSchema = z.strictObject({
  company_name: text(120).optional(),
  country_iso: CountryIsoSchema.optional(),
  full_name: text(120).optional(),
  cell_phone: PhoneInputSchema.optional(),
  delivery_amount_per_day: DeliveriesPerDaySchema.optional(),
  vehicle_type: VehicleTypeSchema.optional(),
  language: LanguageSchema.optional(),
  /** Issue 10: the language of customers' tracking messages (a business setting). */
  message_language: LanguageSchema.optional(),
  /** Issue 10: a courier may run several deliveries at once (off: at most one open). */
  allow_several_trips: z.boolean({ error: requiredOrInvalid }).optional(),
  /** Issue 15: propose a phone number's last destination to the courier (on by default). */
  remember_destinations: z.boolean({ error: requiredOrInvalid }).optional(),
  /** Issue 15: customers see the proof-of-delivery photo on their tracking page (off by default). */
  show_delivery_photo: z.boolean({ error: requiredOrInvalid }).optional(),
  /** Issue 15: minutes out for the "almost there" message, 1 to 30; null turns it off (the default). */
  almost_there_minutes: z
    .number({ error: requiredOrInvalid })
    .int({ error: 'invalid_whole_number' })
    .min(1, { error: 'invalid_whole_number' })
    .max(30, { error: 'invalid_whole_number' })
    .nullable()
    .optional(),
  branch_names: z.never({ error: 'branches_not_editable' }).optional(),
  number_of_branches: z.never({ error: 'branches_not_editable' }).optional(),
});
export type BusinessUpdate = z.infer<typeof BusinessUpdateSchema>;

export const BranchSchema = z.object({ id: z.string(), name: z.string() });
export type Branch = z.infer<typeof BranchSchema>;

/** What every answer about the signed-in admin's account carries: whose it is and where it stands. */
const AccountSchema = z.object({
  business_id: z.string(),
  email: z.string(),
  country_iso: CountryIsoSchema,
  language: LanguageSchema,
  onboarding_state: OnboardingStateSchema,
  branch_names: z.array(BranchSchema),
});

/** API.md: the session returned by signup and login. */
export const SessionSchema = AccountSchema.extend({
  jwt_token: z.string(),
  user_id: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

/** GET /api/business: the business and its admin's editable details. */
export const BusinessSchema = AccountSchema.extend({
  company_name: z.string(),
  full_name: z.string(),
  cell_phone: z.string(),
  delivery_amount_per_day: z.number(),
  vehicle_type: VehicleTypeSchema,
  message_language: LanguageSchema,
  number_of_branches: z.number(),
  allow_several_trips: z.boolean(),
  remember_destinations: z.boolean(),
  show_delivery_photo: z.boolean(),
  almost_there_minutes: z.number().nullable(),
  created_at: z.number(),
});
export type Business = z.infer<typeof BusinessSchema>;

/** The signed-in user, loaded by the stored user_id (SPEC §4 "Login state"). */
export const CurrentUserSchema = AccountSchema.extend({
  user_id: z.string(),
  full_name: z.string(),
  role: z.enum(['admin', 'salesperson']),
  company_name: z.string(),
  message_language: LanguageSchema,
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
