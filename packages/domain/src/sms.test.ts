import { describe, expect, it } from 'vitest';
import { GSM7_BASIC_CHARACTERS, GSM7_EXTENSION_CHARACTERS, gsm7Fold, isGsm7, smsSegments } from './sms';

describe('the GSM 03.38 alphabet', () => {
  it('has 127 characters besides the escape code, and 10 in the extension table', () => {
    expect(new Set(GSM7_BASIC_CHARACTERS).size).toBe(127);
    expect(new Set(GSM7_EXTENSION_CHARACTERS).size).toBe(10);
  });

  it('holds é, ñ, ü, ¿ and ¡ but not á, í, ó, ú or the backtick', () => {
    expect(isGsm7('¿Qué tal, señor Güemes? ¡Años!')).toBe(true);
    for (const character of ['á', 'í', 'ó', 'ú', 'Á', '`', '’', '🌮']) expect(isGsm7(character)).toBe(false);
  });
});

describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one segment and splits the 161st into parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters as two septets', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSegments(`${'€'.repeat(80)}a`).segments).toBe(2);
  });

  it('never cuts an escaped character across two parts', () => {
    // 152 septets then a two-septet €: the € cannot start in the first part's last septet.
    const text = `${'a'.repeat(152)}€${'a'.repeat(152)}`;
    expect(smsSegments(text)).toMatchObject({ units: 306, segments: 3 });
  });

  it('falls back to UCS-2 for one character outside the alphabet: 70 units, then parts of 67', () => {
    expect(smsSegments(`á${'a'.repeat(69)}`)).toMatchObject({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSegments(`á${'a'.repeat(70)}`).segments).toBe(2);
    expect(smsSegments(`á${'a'.repeat(133)}`).segments).toBe(2);
    expect(smsSegments(`á${'a'.repeat(134)}`).segments).toBe(3);
  });

  it('counts an emoji as two UCS-2 units and keeps its pair in one part', () => {
    expect(smsSegments('🌮')).toMatchObject({ encoding: 'ucs2', units: 2, segments: 1 });
    expect(smsSegments(`${'a'.repeat(66)}🌮${'a'.repeat(66)}`)).toMatchObject({ units: 134, segments: 3 });
  });

  it('counts an empty text as no segment', () => {
    expect(smsSegments('')).toMatchObject({ units: 0, segments: 0 });
  });
});

describe('gsm7Fold', () => {
  it('takes the accent off letters outside the alphabet and keeps é, ñ and ü', () => {
    expect(gsm7Fold('Panadería Rosalía y Ñoño Güémez')).toBe('Panaderia Rosalia y Ñoño Güémez');
    expect(gsm7Fold('Café Ágil Óptica Úrsula')).toBe('Café Agil Optica Ursula');
  });

  it('writes typographic quotes, dashes and ellipses plainly', () => {
    expect(gsm7Fold('Joe’s “Tacos” – 24/7…')).toBe('Joe\'s "Tacos" - 24/7...');
  });

  it('leaves emoji and other scripts as they are', () => {
    expect(gsm7Fold('Tacos 🌮 東京')).toBe('Tacos 🌮 東京');
  });
});
