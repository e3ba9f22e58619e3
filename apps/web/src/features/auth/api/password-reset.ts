import { ResetLinkSchema } from '@rutaviva/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';

/** GET /api/password_reset/{user_id}/{jwt_token} → the account's email, or 400 reset_link_invalid. */
async function checkResetLink(
  userId: string,
  jwtToken: string,
  signal: AbortSignal,
): Promise<{ email: string }> {
  const path = `/api/password_reset/${encodeURIComponent(userId)}/${encodeURIComponent(jwtToken)}`;
  return parseResponse(ResetLinkSchema, await api.get(path, { signal })).data;
}

export function useResetLink(userId: string, jwtToken: string) {
  return useQuery({
    queryKey: ['password-reset-link', userId, jwtToken],
    queryFn: ({ signal }) => checkResetLink(userId, jwtToken, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface PasswordResetInput {
  user_id: string;
  jwt_token: string;
  password: string;
  password_repeat: string;
}

/** POST /api/password_reset → 200; the link is used up. */
export async function resetPassword(input: PasswordResetInput): Promise<void> {
  await api.post('/api/password_reset', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
