import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/api';
import { useLanguage } from '../lib/i18n';
import { Button } from './button';
import { AlertIcon, CheckIcon } from './icons';

type Tone = 'error' | 'success' | 'info';

/** A message about a whole form or page; errors are announced at once, others politely. */
export function Alert({ tone, title, children }: { tone: Tone; title?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <span className="alert__icon">
        {tone === 'success' ? <CheckIcon size={18} /> : <AlertIcon size={18} />}
      </span>
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}

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
