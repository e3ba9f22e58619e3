import type { WebhookEndpointWithSecret } from '@rutaviva/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { CheckIcon, CopyIcon } from '../../components/icons';

/** The one time the signing secret is shown: a copy button, and a plain box to copy by hand. */
export function WebhookSecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecret;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      setCopied(true);
    } catch {
      // Denied by the browser: the secret stays on screen to copy by hand.
    }
  };
  return (
    <Dialog
      title={t('webhooks.secret.title')}
      description={t('webhooks.secret.body', { url: endpoint.url })}
      onClose={onClose}
    >
      <div className="dialog__body stack--2">
        <label className="field__label" htmlFor="webhook-secret">
          {t('webhooks.secret.label')}
        </label>
        <div className="webhook-secret">
          <input
            id="webhook-secret"
            className="input webhook-secret__value"
            readOnly
            value={endpoint.secret}
            onFocus={(event) => event.target.select()}
            data-testid="webhook-secret"
          />
          {canCopy ? (
            <Button
              variant="secondary"
              size="sm"
              icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              onClick={() => void copy()}
            >
              {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
            </Button>
          ) : null}
        </div>
        <span className="visually-hidden" aria-live="polite">
          {copied ? t('webhooks.secret.copied') : ''}
        </span>
      </div>
      <footer className="dialog__footer">
        <Button onClick={onClose} data-autofocus>
          {t('webhooks.secret.done')}
        </Button>
      </footer>
    </Dialog>
  );
}
