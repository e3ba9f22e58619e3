import { describe, expect, it } from 'vitest';
import { browserLanguage, translator } from '.';

describe('tracking page language', () => {
  it('is Spanish when the browser language starts with "es", else English', () => {
    expect(browserLanguage('es-MX')).toBe('spanish');
    expect(browserLanguage('en-US')).toBe('english');
    expect(browserLanguage(undefined)).toBe('english');
  });

  it('shows the spec’s not-found sentence in both languages', () => {
    expect(translator('english').t('page.notFound')).toBe('No delivery was found with that ID.');
    expect(translator('spanish').t('page.notFound')).toBe('No se encontró ninguna entrega con ese ID.');
  });

  it('fills placeholders', () => {
    expect(translator('spanish').t('status.onTheWay', { name: 'Luis P.' })).toBe('Luis P. va en camino');
  });
});
