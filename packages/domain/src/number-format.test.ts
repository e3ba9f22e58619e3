import { describe, expect, it } from 'vitest';
import type { Language } from './locale';
import {
  formatDuration,
  formatDurationBetween,
  formatElapsed,
  formatFixed,
  formatKm,
  formatKmNumber,
  formatNumber,
  formatTimeOfDay,
  numberLocale,
} from './number-format';

const LANGUAGES: Language[] = ['english', 'spanish'];

describe('one number style per language (decimal point in both)', () => {
  it('uses en-US and es-MX', () => {
    expect(numberLocale('english')).toBe('en-US');
    expect(numberLocale('spanish')).toBe('es-MX');
  });

  describe.each(LANGUAGES)('%s', (language) => {
    it.each([
      [0, '0 km'],
      [0.04, '0 km'],
      [0.05, '0.1 km'],
      [1.18, '1.2 km'],
      [1.9, '1.9 km'],
      [12, '12.0 km'],
      [99.94, '99.9 km'],
      [99.96, '100 km'],
      [1204.4, '1,204 km'],
      [-3, '0 km'],
      [Number.NaN, '0 km'],
    ])('formatKm(%s) is "%s"', (km, text) => {
      expect(formatKm(km, language)).toBe(text);
    });

    it('writes the bare number for a column headed "km"', () => {
      expect(formatKmNumber(1.94, language)).toBe('1.9');
    });

    it('groups thousands with a comma and drops trailing zeros', () => {
      expect(formatNumber(1234.56, language, 1)).toBe('1,234.6');
      expect(formatNumber(2.5, language, 2)).toBe('2.5');
      expect(formatNumber(3, language)).toBe('3');
    });

    it('keeps the decimals asked for in fixed numbers', () => {
      expect(formatFixed(2.5, language, 2)).toBe('2.50');
      expect(formatFixed(4.26, language, 1)).toBe('4.3');
    });
  });
});

describe('durations carry their units, the same in both languages', () => {
  it.each([
    [null, ''],
    [0, '< 1 min'],
    [0.99, '< 1 min'],
    [1, '1 min'],
    [34, '34 min'],
    [45.4, '45 min'],
    [59.5, '1 h'],
    [60, '1 h'],
    [65, '1 h 5 min'],
    [75, '1 h 15 min'],
    [134.6, '2 h 15 min'],
  ] as const)('formatDuration(%s) is "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it('measures between two unix times, never negative', () => {
    expect(formatDurationBetween(1_000, 1_000 + 34 * 60)).toBe('34 min');
    expect(formatDurationBetween(1_000, 1_000 + 65 * 60 + 20)).toBe('1 h 5 min');
    expect(formatDurationBetween(2_000, 1_000)).toBe('< 1 min');
  });

  it.each([
    [0, '0 s'],
    [45.9, '45 s'],
    [60, '1 min'],
    [245, '4 min'],
    [3_599, '59 min'],
    [3_600, '1 h'],
    [3_930, '1 h 5 min'],
    [-5, '0 s'],
  ])('formatElapsed(%s) is "%s", never a clock face', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
    expect(formatElapsed(seconds)).not.toMatch(/\d:\d/);
  });
});

describe('formatTimeOfDay', () => {
  // 20:41 UTC is 2:41 in the afternoon in Mexico City (UTC-6, no daylight saving since 2022).
  const instant = Date.parse('2026-11-20T20:41:00Z') / 1000;

  it('writes the time of day as each language does, in the zone asked for', () => {
    expect(formatTimeOfDay(instant, 'english', 'America/Mexico_City')).toBe('2:41\u00a0PM');
    expect(formatTimeOfDay(instant, 'spanish', 'America/Mexico_City')).toBe('2:41\u00a0p.m.');
    expect(formatTimeOfDay(instant + 3_600 * 12, 'english', 'America/Mexico_City')).toBe('2:41\u00a0AM');
  });
});
