import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/auth';
import { Alert, LoadError } from './alert';
import { PageSpinner } from './spinner';

/**
 * The body of a page about the signed-in business: a spinner while the business or its data
 * loads, why it cannot (`noBusiness`, `loadFailed` with a retry), else `children` with the data.
 */
export function BusinessQuery<T>({
  businessId,
  query,
  noBusiness,
  loadFailed,
  children,
}: {
  businessId: string | null;
  query: UseQueryResult<T>;
  noBusiness: ReactNode;
  loadFailed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const currentUser = useCurrentUser();
  if (businessId === null) {
    return currentUser.isPending ? <PageSpinner /> : <Alert tone="error">{noBusiness}</Alert>;
  }
  if (query.isPending) return <PageSpinner />;
  if (query.error)
    return <LoadError title={loadFailed} error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
