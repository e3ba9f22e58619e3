import { describe, expect, it } from 'vitest';
import { fullDate, longLabel, minutesLabel, minuteTicks, shortLabel } from './bucket-labels';

const weekOf = (date: string) => `Week of ${date}`;

describe('bucket labels', () => {
  it('writes a day as DD/MM under the bar and with its weekday in the tooltip', () => {
    expect(shortLabel('2026-03-14', 'day', 'en-US')).toBe('14/03');
    expect(longLabel('2026-03-14', 'day', 'en-US', weekOf)).toBe('Sat 14/03/2026');
    expect(longLabel('2026-03-14', 'day', 'es-MX', weekOf)).toBe('Sáb 14/03/2026');
  });

  it('names a week by its first day', () => {
    expect(longLabel('2026-03-09', 'week', 'en-US', weekOf)).toBe('Week of 09/03/2026');
  });

  it('names a month in the language, whatever the viewer’s zone', () => {
    expect(shortLabel('2026-03-01', 'month', 'en-US')).toBe('Mar 26');
    expect(longLabel('2026-03-01', 'month', 'es-MX', weekOf)).toBe('Marzo de 2026');
    expect(fullDate('2026-01-05')).toBe('05/01/2026');
  });
});

describe('minutes axis', () => {
  it('labels minutes, and hours from 60 up', () => {
    expect(minutesLabel(45)).toBe('45 min');
    expect(minutesLabel(60)).toBe('1 h');
    expect(minutesLabel(90)).toBe('1 h 30 min');
    expect(minutesLabel(0)).toBe('0 min');
  });

  it('steps in amounts people count in', () => {
    expect(minuteTicks(38)).toEqual([0, 10, 20, 30, 40]);
    expect(minuteTicks(70)).toEqual([0, 20, 40, 60, 80]);
    expect(minuteTicks(200)).toEqual([0, 60, 120, 180, 240]);
    expect(minuteTicks(0)).toEqual([0, 10, 20, 30]);
  });
});
