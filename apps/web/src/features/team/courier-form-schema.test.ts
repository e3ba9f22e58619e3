import type { Courier } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  courierChanges,
  courierCreateFormSchema,
  courierEditFormSchema,
  courierFormValues,
  emptyCourierForm,
} from './courier-form-schema';

const BRANCH_ID = '6f1c1c4e-8a4b-4d47-9a39-2b8c4f1d9e01';
const OTHER_BRANCH_ID = '0b7e2a51-3c1d-4e8f-8a6b-5d4c3b2a1f00';

const courier: Courier = {
  id: 'c_1',
  name: 'Ana',
  last_name: 'Pérez',
  cell_phone: '+525512345678',
  username: 'ana.perez',
  active: true,
  branch_id: BRANCH_ID,
  branch_name: 'Centro',
  last_invitation: null,
};

/** The first issue of each field, as the form shows it. */
function codes(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** A complete new courier as typed in the form, with `changes`. */
const typed = (changes: Partial<ReturnType<typeof emptyCourierForm>>) => ({
  ...emptyCourierForm(BRANCH_ID),
  name: 'Ana',
  last_name: 'Pérez',
  cell_phone: '55 1234 5678',
  username: 'ana.perez',
  password: 'secret123',
  ...changes,
});

describe('courierCreateFormSchema', () => {
  const schema = courierCreateFormSchema('MX');

  it('accepts a complete courier and lowercases the username', () => {
    const parsed = schema.parse(typed({ name: ' Ana ', username: 'Ana.Perez' }));
    expect(parsed).toMatchObject({
      name: 'Ana',
      username: 'ana.perez',
      cell_phone: '+525512345678',
      branch_id: BRANCH_ID,
    });
  });

  it('names the rule each bad field breaks', () => {
    const result = schema.safeParse(typed({ cell_phone: '123', username: 'ana perez', password: 'short' }));
    expect(codes(result)).toEqual({
      cell_phone: 'invalid_phone',
      username: 'username_invalid',
      password: 'password_too_short',
    });
  });

  it('requires a password and a branch', () => {
    const result = schema.safeParse({ ...courierFormValues(courier), branch_id: '' });
    expect(codes(result)).toMatchObject({ password: 'required', branch_id: 'invalid_branch' });
  });
});

describe('courierEditFormSchema', () => {
  const schema = courierEditFormSchema('MX');

  it('keeps the current password when the field is left empty', () => {
    const parsed = schema.parse(courierFormValues(courier));
    expect(parsed.password).toBeUndefined();
  });

  it('still checks a new password', () => {
    const result = schema.safeParse({ ...courierFormValues(courier), password: 'has space1' });
    expect(codes(result)).toEqual({ password: 'password_has_spaces' });
  });
});

describe('courierChanges', () => {
  const schema = courierEditFormSchema('MX');

  it('is null when nothing changed, even if the phone was typed another way', () => {
    expect(courierChanges(courier, schema.parse(courierFormValues(courier)))).toBeNull();
    const respaced = schema.parse({ ...courierFormValues(courier), cell_phone: '55 1234 5678' });
    expect(courierChanges(courier, respaced)).toBeNull();
  });

  it("shows the stored number as the business's country writes it, and reads it back unchanged", () => {
    const shown = courierFormValues(courier, 'MX');
    expect(shown.cell_phone).toBe('55 1234 5678');
    expect(courierChanges(courier, schema.parse(shown))).toBeNull();
  });

  it('sends the id and only the changed fields', () => {
    const edited = schema.parse({
      ...courierFormValues(courier),
      last_name: 'Pérez Gómez',
      branch_id: OTHER_BRANCH_ID,
      password: 'newsecret1',
    });
    expect(courierChanges(courier, edited)).toEqual({
      id: 'c_1',
      last_name: 'Pérez Gómez',
      branch_id: OTHER_BRANCH_ID,
      password: 'newsecret1',
    });
  });
});
