import { type ApiKey, formatDate, formatTimeOfDay, MAX_ACTIVE_API_KEYS } from '@rutaviva/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LoadError } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { KeyIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { ListSkeleton } from '../../components/list-skeleton';
import { EmptyState } from '../../components/state-message';
import { TitledSection } from '../../components/titled-section';
import { useLanguage } from '../../lib/i18n';
import { useApiKeys } from './api/get-api-keys';
import { useRevokeApiKey } from './api/revoke-api-key';
import { CreateApiKeyDialog } from './create-api-key-dialog';

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * Issue 16: the business's API keys: each one's name, first characters, scopes, when it was made
 * and last used; create one (shown once) and revoke one (after a confirmation).
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const count = keys.data?.length ?? 0;
  const full = count >= MAX_ACTIVE_API_KEYS;

  let body: ReactNode;
  if (keys.isPending) {
    body = <ListSkeleton label={t('apiKeys.title')} />;
  } else if (keys.error && !keys.data) {
    body = (
      <LoadError title={t('apiKeys.loadFailed')} error={keys.error} onRetry={() => void keys.refetch()} />
    );
  } else if (count === 0) {
    body = (
      <EmptyState
        icon={<KeyIcon size={28} />}
        iconTone="tone-brand"
        title={t('apiKeys.empty.title')}
        body={t('apiKeys.empty.body')}
      />
    );
  } else {
    body = (
      <ul className="api-key-list" aria-busy={keys.isFetching}>
        {keys.data?.map((key) => (
          <ApiKeyItem
            key={key.id}
            apiKey={key}
            onRevoke={() => {
              setNotice(null);
              setRevoking(key);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <TitledSection
      title={t('apiKeys.title')}
      className="card stack api-keys"
      headerClassName="api-keys__header"
      aside={
        <>
          {count > 0 ? (
            <span className="api-keys__count">{t('apiKeys.count', { count, max: MAX_ACTIVE_API_KEYS })}</span>
          ) : null}
          <Button
            icon={<PlusIcon size={20} />}
            disabled={full || keys.isPending}
            onClick={() => {
              setNotice(null);
              setCreating(true);
            }}
          >
            {t('apiKeys.create')}
          </Button>
        </>
      }
    >
      <div className="stack--2">
        <p className="api-keys__lead">{t('apiKeys.lead')}</p>
        <code className="api-keys__usage">Authorization: Bearer rv_…</code>
      </div>
      <div aria-live="polite">
        {notice ? <Alert tone="success" title={notice} /> : null}
        {full ? <Alert tone="info">{t('apiKeys.limitReached', { max: MAX_ACTIVE_API_KEYS })}</Alert> : null}
      </div>
      {body}
      {creating ? <CreateApiKeyDialog onClose={() => setCreating(false)} /> : null}
      {revoking ? (
        <RevokeDialog
          apiKey={revoking}
          onClose={() => setRevoking(null)}
          onDone={() => {
            setNotice(t('apiKeys.notices.revoked', { name: revoking.name }));
            setRevoking(null);
          }}
        />
      ) : null}
    </TitledSection>
  );
}

function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const zone = viewerZone();
  const when = (seconds: number) =>
    `${formatDate(seconds, zone)}, ${formatTimeOfDay(seconds, language, zone)}`;
  return (
    <li className="api-key">
      <div className="api-key__main">
        <p className="api-key__name">{apiKey.name}</p>
        <p className="api-key__meta">
          <code className="api-key__prefix">{`${apiKey.prefix}…`}</code>
          <span className="api-key__scopes">
            {apiKey.scopes.map((scope) => (
              <span key={scope} className={`badge api-key__scope api-key__scope--${scope}`}>
                {t(`apiKeys.scopes.${scope}`)}
              </span>
            ))}
          </span>
        </p>
        <p className="api-key__dates">
          <span>
            {t('apiKeys.createdOn', { date: formatDate(apiKey.created_at, zone) })}
            {apiKey.created_by ? ` ${t('apiKeys.createdBy', { name: apiKey.created_by.full_name })}` : ''}
          </span>
          <span>
            {apiKey.last_used_at === null
              ? t('apiKeys.neverUsed')
              : t('apiKeys.lastUsedOn', { date: when(apiKey.last_used_at) })}
          </span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="api-key__revoke"
        icon={<TrashIcon size={16} />}
        aria-label={t('apiKeys.revokeLabel', { name: apiKey.name })}
        onClick={onRevoke}
      >
        {t('apiKeys.revoke')}
      </Button>
    </li>
  );
}

function RevokeDialog({
  apiKey,
  onClose,
  onDone,
}: {
  apiKey: ApiKey;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      title={t('apiKeys.revokeDialog.title', { name: apiKey.name })}
      description={t('apiKeys.revokeDialog.body')}
      confirmLabel={t('apiKeys.revokeDialog.confirm')}
      confirmingLabel={t('apiKeys.revokeDialog.confirming')}
      busy={revoke.isPending}
      error={revoke.error}
      onConfirm={() => revoke.mutate(apiKey.id, { onSuccess: onDone })}
      onClose={onClose}
    />
  );
}
