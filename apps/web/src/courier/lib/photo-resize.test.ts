import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo-resize';

describe('fitWithin', () => {
  it('shrinks the long edge to 1280 px and keeps the aspect ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 960, height: 1280 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('rounds to whole pixels, at least one', () => {
    expect(fitWithin(5000, 3)).toEqual({ width: 1280, height: 1 });
    expect(fitWithin(1281, 1000)).toEqual({ width: 1280, height: 999 });
  });
});
