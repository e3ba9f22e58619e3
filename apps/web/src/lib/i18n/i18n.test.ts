import { describe, expect, it } from 'vitest';
import { billingEn } from './billing.en';
import { billingEs } from './billing.es';
import { en } from './en';
import { es } from './es';
import { apiKeysEn, integrationsEn } from './integrations.en';
import { apiKeysEs, integrationsEs } from './integrations.es';
import { prepaidEn } from './prepaid.en';
import { prepaidEs } from './prepaid.es';
import { salesEn } from './sales.en';
import { salesEs } from './sales.es';
import { seoEn } from './seo.en';
import { seoEs } from './seo.es';
import { webhooksEn } from './webhooks.en';
import { webhooksEs } from './webhooks.es';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function interpolations(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

function valueAt(messages: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
}

/** Every dictionary: the app's, and those a feature registers when its pages load. */
const dictionaries = [
  { name: 'app', en, es },
  { name: 'billing', en: billingEn, es: billingEs },
  { name: 'sales', en: salesEn, es: salesEs },
  { name: 'prepaid', en: prepaidEn, es: prepaidEs },
  { name: 'seo', en: seoEn, es: seoEs },
  { name: 'integrations', en: integrationsEn, es: integrationsEs },
  { name: 'apiKeys', en: apiKeysEn, es: apiKeysEs },
  { name: 'webhooks', en: webhooksEn, es: webhooksEs },
];

describe.each(dictionaries)('i18n resources: $name', ({ en, es }) => {
  it('has the same keys in English and Spanish', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty text and the same {{placeholders}} in both languages', () => {
    for (const key of keysOf(en)) {
      const english = valueAt(en, key);
      const spanish = valueAt(es, key);
      expect(typeof english === 'string' && english.trim().length > 0, `en ${key}`).toBe(true);
      expect(typeof spanish === 'string' && spanish.trim().length > 0, `es ${key}`).toBe(true);
      expect(interpolations(String(spanish)), key).toEqual(interpolations(String(english)));
    }
  });
});
