import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/logout_all → every session of this user ends, on every device, this one too. */
async function logoutEverywhere(): Promise<void> {
  await api.post('/api/logout_all', {});
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere });
}
