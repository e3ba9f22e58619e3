import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../lib/auth';
import { useDocumentTitle } from '../lib/hooks';
import { Alert, LoadError } from './alert';
import { PageHeader } from './page-header';
import { PageSpinner } from './spinner';

/**
 * A page about the signed-in business's own data (its info, its branding), with its texts under
 * `texts` (`title`, `subtitle`, `noBusiness`, `loadFailed`): a spinner while the business or the
 * data loads, why it cannot, else `children` with the data.
 */
export function BusinessPage<T>({
  texts,
  className = 'container page',
  businessId,
  query,
  children,
}: {
  texts: 'business' | 'branding';
  className?: string;
  businessId: string | null;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  useDocumentTitle(t(`${texts}.title`));

  let body: ReactNode;
  if (businessId === null) {
    body = currentUser.isPending ? <PageSpinner /> : <Alert tone="error">{t(`${texts}.noBusiness`)}</Alert>;
  } else if (query.isPending) {
    body = <PageSpinner />;
  } else if (query.error) {
    body = (
      <LoadError title={t(`${texts}.loadFailed`)} error={query.error} onRetry={() => void query.refetch()} />
    );
  } else {
    body = children(query.data);
  }
  return (
    <div className={className}>
      <PageHeader title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)} />
      {body}
    </div>
  );
}
