import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { browserLanguage, interpolate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('courier dictionaries', () => {
  it('have the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)])
      expect(text.trim(), key).not.toBe('');
  });

  it('give every count form both its _one and _other text', () => {
    const keys = Object.keys(en);
    for (const key of keys.filter((name) => name.endsWith('_one'))) {
      expect(keys, key).toContain(key.replace(/_one$/, '_other'));
    }
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('{{count}} points for {{who}}', { count: 3 })).toBe('3 points for {{who}}');
  });
});

describe('browserLanguage', () => {
  it('picks Spanish for any es locale and English otherwise', () => {
    expect(browserLanguage('es-MX')).toBe('spanish');
    expect(browserLanguage('ES')).toBe('spanish');
    expect(browserLanguage('en-US')).toBe('english');
    expect(browserLanguage(undefined)).toBe('english');
  });
});
