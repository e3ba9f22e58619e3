import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/password_recovery: the same answer whether or not the account exists; 429 when rate limited. */
export async function requestPasswordRecovery(input: { email: string }): Promise<void> {
  await api.post('/api/password_recovery', input);
}

export function usePasswordRecovery() {
  return useMutation({ mutationFn: requestPasswordRecovery });
}
