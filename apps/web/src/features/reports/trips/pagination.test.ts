import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageRange } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 19, 20]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
  });

  it('has one page at least, and none for no pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('pageCount and pageRange', () => {
  it('counts pages and the rows of one', () => {
    expect(pageCount(132, 25)).toBe(6);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageRange(2, 25, 132)).toEqual({ from: 26, to: 50 });
    expect(pageRange(6, 25, 132)).toEqual({ from: 126, to: 132 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
