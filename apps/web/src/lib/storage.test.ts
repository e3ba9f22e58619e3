import { describe, expect, it } from 'vitest';
import { createStorage, STORAGE_KEYS, type StorageBackend } from './storage';

function fakeBackend(initial: Record<string, string>): StorageBackend & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('storage.clearSession (logout)', () => {
  it('removes the session keys of SPEC §4 and keeps language, my_referrer, a salesperson session and foreign keys', () => {
    const backend = fakeBackend({
      ...Object.fromEntries(STORAGE_KEYS.map((key) => [key, `value of ${key}`])),
      some_other_app_key: 'untouched',
    });
    const storage = createStorage(backend);
    let notified = 0;
    storage.subscribe(() => notified++);

    storage.clearSession();

    expect(Object.fromEntries(backend.values)).toEqual({
      language: 'value of language',
      my_referrer: 'value of my_referrer',
      // Issue 13: the admin's logout is not the salesperson's sign-out.
      salesperson_token: 'value of salesperson_token',
      some_other_app_key: 'untouched',
    });
    expect(notified).toBe(1);
  });

  it('keeps a branch the user picked and forgets one the business no longer has', () => {
    const backend = fakeBackend({ selected_branch_id: 'br2' });
    const storage = createStorage(backend);
    storage.setBranches([
      { id: 'br1', name: 'Headquarters' },
      { id: 'br2', name: 'Centro' },
    ]);
    expect(backend.values.get('selected_branch_id')).toBe('br2');
    storage.setBranches([{ id: 'br1', name: 'Headquarters' }]);
    expect(backend.values.has('selected_branch_id')).toBe(false);
  });

  it('stores a session under the spec key names, branches as JSON of {id, name}, no branch chosen', () => {
    const backend = fakeBackend({});
    createStorage(backend).saveSession({
      jwt_token: 'jwt',
      user_id: 'u1',
      business_id: 'b1',
      email: 'ana@example.com',
      country_iso: 'MX',
      language: 'spanish',
      onboarding_state: 'checkout',
      branch_names: [{ id: 'br1', name: 'Headquarters' }],
    });
    expect(Object.fromEntries(backend.values)).toEqual({
      jwt_token: 'jwt',
      user_id: 'u1',
      business_id: 'b1',
      email: 'ana@example.com',
      country_iso: 'MX',
      onboarding_state: 'checkout',
      branch_names: '[{"id":"br1","name":"Headquarters"}]',
    });
  });
});
