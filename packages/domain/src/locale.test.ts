import { describe, expect, it } from 'vitest';
import { languageCode, languageFromBrowser } from './locale';

describe('languageFromBrowser', () => {
  it.each([
    ['es', 'spanish'],
    ['es-MX', 'spanish'],
    ['ES-es', 'spanish'],
    ['en-US', 'english'],
    ['pt-BR', 'english'],
    ['', 'english'],
    [undefined, 'english'],
  ])('reads %s as %s', (browser, language) => {
    expect(languageFromBrowser(browser)).toBe(language);
  });

  it('maps the stored value to an HTML language code', () => {
    expect(languageCode('spanish')).toBe('es');
    expect(languageCode('english')).toBe('en');
  });
});
