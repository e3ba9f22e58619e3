import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { $ZodType } from 'zod/v4/core';
import { api, parseResponse } from './api';

/** GET `path?business_id=…`, parsed with `schema`; waits until the business is known. */
export function useBusinessResource<S extends $ZodType>(
  queryKey: QueryKey,
  path: string,
  schema: S,
  businessId: string | null,
) {
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) =>
      parseResponse(schema, await api.get(path, { query: { business_id: businessId ?? '' }, signal })),
    enabled: businessId !== null,
  });
}

/**
 * A feature's write (one request per API file, as `mutationFn`) and what it changes in the
 * cache: `onSuccess` with the answer, and `refetchAfter`, the queries read again after a
 * success or a failure alike (a failure can mean the list on screen is out of date).
 */
export function useApiMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  {
    mutationKey,
    onSuccess,
    refetchAfter,
  }: {
    mutationKey?: QueryKey;
    onSuccess?: (data: TData, queryClient: QueryClient) => void;
    refetchAfter?: QueryKey;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: onSuccess && ((data: TData) => onSuccess(data, queryClient)),
    onSettled: refetchAfter && (() => queryClient.invalidateQueries({ queryKey: refetchAfter })),
  });
}
