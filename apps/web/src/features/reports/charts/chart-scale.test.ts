import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  bands,
  labelIndexes,
  linearScale,
  linePath,
  niceStep,
  topRoundedBar,
} from './chart-scale';

describe('axisTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten and reaches past the maximum', () => {
    expect(axisTicks(37, 4)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(7, 4, { integer: true })).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(100, 4)).toEqual([0, 50, 100]);
  });

  it('never gives fractional ticks to a count axis', () => {
    expect(axisTicks(2, 4, { integer: true })).toEqual([0, 1, 2]);
    expect(axisTicks(1, 4, { integer: true })).toEqual([0, 1]);
  });

  it('gives an empty axis a top tick', () => {
    expect(axisTicks(0, 4, { integer: true }).length).toBeGreaterThan(1);
    expect(axisTicks(0, 4).at(-1)).toBeGreaterThan(0);
  });

  it('keeps decimal steps free of float noise', () => {
    expect(axisTicks(0.7, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceStep(0.7, 4)).toBeCloseTo(0.2);
  });
});

describe('linearScale', () => {
  it('maps 0 to the bottom and the maximum to the top', () => {
    const y = linearScale(40, 200, 20);
    expect(y(0)).toBe(200);
    expect(y(40)).toBe(20);
    expect(y(20)).toBe(110);
    expect(y(-5)).toBe(200);
  });
});

describe('bands', () => {
  it('splits the width into equal slots with centred bars', () => {
    const [first, second] = bands(2, 0, 100, 0.5);
    expect(first).toEqual({ x: 12.5, width: 25, center: 25, slotX: 0, slotWidth: 50 });
    expect(second?.center).toBe(75);
  });

  it('caps the bar width', () => {
    expect(bands(1, 0, 1000, 0.3, 48)[0]?.width).toBe(48);
  });
});

describe('labelIndexes', () => {
  it('shows every label when they fit', () => {
    expect(labelIndexes(5, 60, 40)).toEqual([0, 1, 2, 3, 4]);
  });

  it('thins labels that would touch, keeping the last when there is room', () => {
    expect(labelIndexes(30, 10, 40)).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(labelIndexes(31, 10, 40)).toEqual([0, 4, 8, 12, 16, 20, 24, 28]);
    expect(labelIndexes(33, 10, 40)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32]);
  });
});

describe('paths', () => {
  it('lifts the pen over missing points', () => {
    expect(linePath([{ x: 0, y: 0 }, { x: 1, y: 1 }, null, { x: 3, y: 3 }])).toBe('M0,0L1,1M3,3');
  });

  it('draws nothing for an empty bar', () => {
    expect(topRoundedBar(0, 10, 10, 0)).toBe('');
    expect(topRoundedBar(0, 0, 10, 20)).toMatch(/^M0,20/);
  });
});
