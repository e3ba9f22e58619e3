import { type Language, numberLocale, type WebhookEventType } from '@rutaviva/domain';
import { registerMessages } from '../../lib/i18n';
import { webhooksEn } from '../../lib/i18n/webhooks.en';
import { webhooksEs } from '../../lib/i18n/webhooks.es';

/** The webhooks' words, loaded with their pages rather than on every page's first load. */
export function registerWebhooksMessages() {
  registerMessages('webhooks', webhooksEn, webhooksEs);
}

/** A moment (unix seconds) as the admin reads it: 24 nov 2026, 13:05 / Nov 24, 2026, 1:05 PM. */
export function formatMoment(seconds: number, language: Language): string {
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  );
}

export function formatDay(seconds: number, language: Language): string {
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium' }).format(
    new Date(seconds * 1000),
  );
}

/** An event type's key among the words (`delivery.started` → `started`: a dot would split the key). */
export const eventWord = (type: WebhookEventType) =>
  `webhooks.events.${type.slice('delivery.'.length) as 'started'}` as const;
