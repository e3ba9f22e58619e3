import { describe, expect, it } from 'vitest';
import { SWIPE_PX, swipeDirection, wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps both ways: next after the last is the first, previous before the first the last', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(2, 3)).toBe(2);
  });
});

describe('swipeDirection', () => {
  it('reads a swipe to the left as next and to the right as previous', () => {
    expect(swipeDirection(-SWIPE_PX - 10, 5)).toBe(1);
    expect(swipeDirection(SWIPE_PX + 10, -5)).toBe(-1);
  });

  it('ignores short moves and mostly vertical ones (the page scrolling)', () => {
    expect(swipeDirection(-SWIPE_PX + 1, 0)).toBe(0);
    expect(swipeDirection(-80, 120)).toBe(0);
  });
});
