import { type Session, SessionSchema, type Signup } from '@rutaviva/domain';
import { useMutation } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

/** POST /api/signup → 201 Session; 400 with fields; 409 email_taken. */
export async function signup(input: Signup): Promise<Session> {
  return parseResponse(SessionSchema, await api.post('/api/signup', input));
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
