import { describe, expect, it } from 'vitest';
import type { ZodSafeParseResult } from 'zod';
import { NewPasswordSchema, PasswordResetSchema, SignupSchema } from './accounts';
import { fieldMessage } from './messages';
import { normalizePhone } from './phone';
import { fieldCodesFromIssues, PasswordSchema } from './validation';

const validSignup = {
  company_name: 'Tacos',
  country_iso: 'MX',
  email: 'Owner@Example.com ',
  password: 'abcdefgh',
  full_name: 'Ana',
  cell_phone: '55 1234 5678',
  delivery_amount_per_day: 20,
  vehicle_type: 'motorcycle',
  branch_names: [''],
};

const codes = (result: ZodSafeParseResult<unknown>) =>
  result.success ? {} : fieldCodesFromIssues(result.error.issues);

describe('PasswordSchema', () => {
  it('accepts exactly 8 characters', () => {
    expect(PasswordSchema.safeParse('12345678').success).toBe(true);
  });

  it('refuses 7 characters and any space', () => {
    expect(codes(PasswordSchema.safeParse('1234567'))).toEqual({ _: 'password_too_short' });
    expect(codes(PasswordSchema.safeParse('1234 5678'))).toEqual({ _: 'password_has_spaces' });
    expect(codes(PasswordSchema.safeParse('12345678\t'))).toEqual({ _: 'password_has_spaces' });
  });
});

describe('SignupSchema', () => {
  it('normalises the email, the phone and an empty first branch', () => {
    const parsed = SignupSchema.parse(validSignup);
    expect(parsed.email).toBe('owner@example.com');
    expect(parsed.cell_phone).toBe('+525512345678');
    expect(parsed.branch_names).toEqual(['Headquarters']);
    expect(parsed.language).toBe('english');
  });

  it('reads the phone with the chosen country as default', () => {
    const parsed = SignupSchema.parse({ ...validSignup, country_iso: 'US', cell_phone: '(415) 555-2671' });
    expect(parsed.cell_phone).toBe('+14155552671');
  });

  it('names each bad field with its code', () => {
    const result = SignupSchema.safeParse({
      ...validSignup,
      email: 'x',
      vehicle_type: 'car',
      unexpected: true,
    });
    expect(codes(result)).toEqual({
      email: 'invalid_email',
      vehicle_type: 'invalid_vehicle_type',
      unexpected: 'unknown_field',
    });
  });
});

describe('password reset schemas', () => {
  it('require the repeat to match', () => {
    expect(codes(NewPasswordSchema.safeParse({ password: 'abcdefgh', password_repeat: 'abcdefgi' }))).toEqual(
      {
        password_repeat: 'passwords_do_not_match',
      },
    );
    expect(
      PasswordResetSchema.safeParse({
        user_id: 'u',
        jwt_token: 't',
        password: 'abcdefgh',
        password_repeat: 'abcdefgh',
      }).success,
    ).toBe(true);
  });
});

describe('normalizePhone', () => {
  it('keeps an international number whatever the default country', () => {
    expect(normalizePhone('+52 55 1234 5678', 'US')).toBe('+525512345678');
  });

  it('returns null for a number too short to be real', () => {
    expect(normalizePhone('555', 'MX')).toBeNull();
  });
});

describe('fieldMessage', () => {
  it('has the text in both languages and a fallback for unknown codes', () => {
    expect(fieldMessage('password_too_short', 'english')).toBe(
      'The password must have at least 8 characters.',
    );
    expect(fieldMessage('password_too_short', 'spanish')).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(fieldMessage('no-such-code', 'english')).toBe('This value is not valid.');
  });
});

describe('formatPhone', () => {
  it('writes an E.164 number the way people read it', async () => {
    const { formatPhone } = await import('./phone');
    expect(formatPhone('+525512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+14155552671')).toBe('+1 415 555 2671');
    expect(formatPhone('not a number')).toBe('not a number');
  });

  it("writes a number of the business's own country in national form, others in international", async () => {
    const { formatPhone } = await import('./phone');
    expect(formatPhone('+525512345678', 'MX')).toBe('55 1234 5678');
    expect(formatPhone('+14155552671', 'us')).toBe('(415) 555-2671');
    expect(formatPhone('+34612345678', 'ES')).toBe('612 34 56 78');
    expect(formatPhone('+14155552671', 'MX')).toBe('+1 415 555 2671');
    expect(formatPhone('+525512345678', null)).toBe('+52 55 1234 5678');
  });

  it('tidies a typed number once it is complete and valid, and leaves anything else alone', async () => {
    const { tidyPhoneInput } = await import('./phone');
    expect(tidyPhoneInput('5512345678', 'MX')).toBe('55 1234 5678');
    expect(tidyPhoneInput('+525512345678', 'MX')).toBe('55 1234 5678');
    expect(tidyPhoneInput('+1 415 555 2671', 'MX')).toBe('+1 415 555 2671');
    expect(tidyPhoneInput('55 12', 'MX')).toBe('55 12');
  });
});

describe('branchDisplayName', () => {
  it('shows the default first branch in Spanish and every typed name as it is', async () => {
    const { branchDisplayName } = await import('./accounts');
    expect(branchDisplayName('Headquarters', 'spanish')).toBe('Sede principal');
    expect(branchDisplayName('Headquarters', 'english')).toBe('Headquarters');
    expect(branchDisplayName('Centro', 'spanish')).toBe('Centro');
    expect(branchDisplayName('headquarters', 'spanish')).toBe('headquarters');
  });
});
