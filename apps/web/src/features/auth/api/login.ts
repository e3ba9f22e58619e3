import { type Login, type Session, SessionSchema } from '@rutaviva/domain';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

/** POST /api/login → 200 Session; 401 invalid_credentials. */
export async function login(input: Login): Promise<Session> {
  return parseResponse(SessionSchema, await api.post('/api/login', input));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
