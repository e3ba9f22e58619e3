import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/api';
import { useLanguage } from '../lib/i18n';
import { Alert } from './alert';
import { Button } from './button';

/**
 * A request that failed: what failed, why (the API's words unless `message` says otherwise, null
 * for nothing) and a button that asks again.
 */
export function LoadError({
  title,
  error,
  message,
  onRetry,
}: {
  title: ReactNode;
  error: unknown;
  message?: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Alert tone="error" title={title}>
      {message === undefined ? describeError(error, language) : message}
      <div className="info-retry">
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    </Alert>
  );
}
