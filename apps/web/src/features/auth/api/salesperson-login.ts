import { type Login, SalespersonSessionSchema } from '@rutaviva/domain';
import { useMutation } from '@tanstack/react-query';
import { parseResponse } from '../../../lib/api';
import { salesApi } from '../../../lib/sales-api';

/** POST /api/salesperson/login → the salesperson's token and profile; 401 invalid_credentials. */
async function salespersonLogin(input: Login) {
  return parseResponse(SalespersonSessionSchema, await salesApi.post('/api/salesperson/login', input)).data;
}

export function useSalespersonLogin() {
  return useMutation({ mutationFn: salespersonLogin });
}
