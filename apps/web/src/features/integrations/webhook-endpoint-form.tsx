import {
  type CreateWebhookEndpoint,
  fieldMessage,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@rutaviva/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/field';
import { describeError, isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useCreateWebhookEndpoint } from './api/create-webhook-endpoint';
import { eventWord } from './webhook-words';

/** The events an admin can choose; `delivery.created` comes with deliveries other systems create. */
export const CHOOSABLE_EVENTS: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;
const DEFAULT_EVENTS: WebhookEventType[] = [
  'delivery.started',
  'delivery.arrived',
  'delivery.ended',
  'delivery.reviewed',
];

/** "Add endpoint": its URL, a description and the events; the answer carries the secret, shown next. */
export function WebhookEndpointForm({
  onCreated,
  onClose,
}: {
  onCreated: (endpoint: WebhookEndpointWithSecret) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(DEFAULT_EVENTS);
  const [eventsMissing, setEventsMissing] = useState(false);

  const fieldError = (field: string) => {
    const error = create.error;
    if (!isApiError(error)) return undefined;
    const code = error.fields[field]?.code;
    return code ? fieldMessage(code, language) : undefined;
  };
  const generalError =
    create.error && !fieldError('url') && !fieldError('description') && !fieldError('events')
      ? create.error
      : null;

  const toggle = (event: WebhookEventType) => {
    setEventsMissing(false);
    setEvents((chosen) =>
      chosen.includes(event) ? chosen.filter((item) => item !== event) : [...chosen, event],
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setEventsMissing(true);
      return;
    }
    const input: CreateWebhookEndpoint = {
      url: url.trim(),
      description: description.trim() || null,
      events: CHOOSABLE_EVENTS.filter((item) => events.includes(item)),
    };
    create.mutate(input, { onSuccess: onCreated });
  };

  const eventsError = eventsMissing ? t('webhooks.form.eventsRequired') : fieldError('events');
  return (
    <Dialog
      title={t('webhooks.form.title')}
      description={t('webhooks.form.description')}
      onClose={onClose}
      busy={create.isPending}
    >
      <form className="dialog__body stack--4" onSubmit={submit} noValidate>
        <TextField
          label={t('webhooks.form.url')}
          hint={t('webhooks.form.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={fieldError('url')}
          required
          data-autofocus
        />
        <TextField
          label={t('webhooks.form.label')}
          hint={t('webhooks.form.labelHint')}
          optional
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={fieldError('description')}
        />
        <fieldset
          className="webhook-events"
          aria-describedby={eventsError ? 'webhook-events-error' : undefined}
        >
          <legend className="field__label">{t('webhooks.form.events')}</legend>
          {CHOOSABLE_EVENTS.map((item) => (
            <label key={item} className="webhook-events__option">
              <input type="checkbox" checked={events.includes(item)} onChange={() => toggle(item)} />
              <span>{t(eventWord(item))}</span>
              <code className="webhook-events__code">{item}</code>
            </label>
          ))}
          {eventsError ? (
            <p className="field__error" id="webhook-events-error">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        {generalError ? <Alert tone="error">{describeError(generalError, language)}</Alert> : null}
        <footer className="dialog__footer">
          <Button variant="secondary" type="button" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} loadingLabel={t('webhooks.form.submitting')}>
            {t('webhooks.form.submit')}
          </Button>
        </footer>
      </form>
    </Dialog>
  );
}
