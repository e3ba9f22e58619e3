import { describe, expect, it } from 'vitest';
import { exportPercent } from './use-csv-export';

describe('exportPercent', () => {
  it('is the share of X-Total-Count received, rounded down, never above 100', () => {
    expect(exportPercent(0, 200)).toBe(0);
    expect(exportPercent(199, 200)).toBe(99);
    expect(exportPercent(250, 200)).toBe(100);
  });

  it('is complete for an empty export and unknown without a total', () => {
    expect(exportPercent(0, 0)).toBe(100);
    expect(exportPercent(40, null)).toBeNull();
  });
});
