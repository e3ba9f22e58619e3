import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey, fieldMessage } from '@rutaviva/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { CheckIcon, CopyIcon } from '../../components/icons';
import { describeError, isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCreateApiKey } from './api/create-api-key';

/**
 * Issue 16: a new key, in two steps in one dialog: its name and scopes, then the whole key, shown
 * this once with a copy button. Closing the second step is the admin saying they have it.
 */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  if (create.data) return <NewKey created={create.data} onClose={onClose} />;
  return <KeyForm create={create} onClose={onClose} />;
}

function KeyForm({ create, onClose }: { create: ReturnType<typeof useCreateApiKey>; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const scopesId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [submitted, setSubmitted] = useState(false);

  const serverFields = isApiError(create.error) ? create.error.fields : {};
  const nameCode = submitted && !name.trim() ? 'required' : serverFields.name?.code;
  const scopesError = submitted && scopes.length === 0 ? t('apiKeys.createDialog.scopesRequired') : undefined;
  const fieldShown = Boolean(serverFields.name || serverFields.scopes);
  const formError = create.error && !fieldShown ? describeError(create.error, language) : null;

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => API_KEY_SCOPES.filter((s) => (s === scope ? on : current.includes(s))));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim() || scopes.length === 0) return;
    create.mutate({ name: name.trim(), scopes });
  };

  return (
    <Dialog
      title={t('apiKeys.createDialog.title')}
      description={t('apiKeys.createDialog.description')}
      onClose={onClose}
      busy={create.isPending}
    >
      <form className="dialog__form" noValidate onSubmit={submit}>
        <div className="dialog__body integrations-dialog">
          <TextField
            label={t('apiKeys.createDialog.name')}
            placeholder={t('apiKeys.createDialog.namePlaceholder')}
            autoComplete="off"
            maxLength={80}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameCode ? fieldMessage(nameCode, language) : undefined}
            data-autofocus
          />
          <fieldset className="stack--2" aria-describedby={scopesError ? `${scopesId}-error` : undefined}>
            <legend className="field__label">{t('apiKeys.createDialog.scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="scope-option">
                <input
                  type="checkbox"
                  className="scope-option__input"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                  aria-describedby={`${scopesId}-${scope}`}
                />
                <span className="scope-option__text">
                  <span className="scope-option__title">{t(`apiKeys.scopes.${scope}`)}</span>
                  <span className="scope-option__hint" id={`${scopesId}-${scope}`}>
                    {t(`apiKeys.scopeHints.${scope}`)}
                  </span>
                </span>
              </label>
            ))}
            {scopesError ? (
              <p className="field__error" id={`${scopesId}-error`}>
                {scopesError}
              </p>
            ) : null}
          </fieldset>
          {formError ? (
            <Alert tone="error" title={t('apiKeys.createDialog.failed')}>
              {formError}
            </Alert>
          ) : null}
        </div>
        <footer className="dialog__footer">
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending}
            loadingLabel={t('apiKeys.createDialog.submitting')}
          >
            {t('apiKeys.createDialog.submit')}
          </Button>
        </footer>
      </form>
    </Dialog>
  );
}

function NewKey({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const keyId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog
      title={t('apiKeys.createdDialog.title')}
      description={t('apiKeys.createdDialog.description', { name: created.name })}
      onClose={onClose}
    >
      <div className="dialog__body integrations-dialog">
        <Alert tone="info" title={t('apiKeys.createdDialog.warningTitle')}>
          {t('apiKeys.createdDialog.warning')}
        </Alert>
        <div className="stack--2">
          <label className="field__label" htmlFor={keyId}>
            {t('apiKeys.createdDialog.keyLabel')}
          </label>
          <div className="new-key">
            <textarea
              id={keyId}
              className="input new-key__value"
              value={created.key}
              rows={2}
              readOnly
              spellCheck={false}
              onFocus={(event) => event.target.select()}
            />
            <Button
              variant={copy === 'copied' ? 'secondary' : 'primary'}
              icon={copy === 'copied' ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
              onClick={() => void copyKey()}
              data-autofocus
            >
              {copy === 'copied' ? t('apiKeys.createdDialog.copied') : t('apiKeys.createdDialog.copy')}
            </Button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {copy === 'copied' ? t('apiKeys.createdDialog.copied') : ''}
          </p>
          {copy === 'failed' ? <p className="field__error">{t('apiKeys.createdDialog.copyFailed')}</p> : null}
        </div>
      </div>
      <footer className="dialog__footer">
        <Button variant={copy === 'copied' ? 'primary' : 'secondary'} onClick={onClose}>
          {t('apiKeys.createdDialog.done')}
        </Button>
      </footer>
    </Dialog>
  );
}
