import { describe, expect, it } from 'vitest';
import { dragOffset, settlesExpanded } from './sheet';

const travel = 400;

describe('the bottom panel after a drag', () => {
  it('follows the finger between open and closed, never past either', () => {
    expect(dragOffset({ expanded: false, dy: -150, travel })).toBe(250);
    expect(dragOffset({ expanded: false, dy: 80, travel })).toBe(400);
    expect(dragOffset({ expanded: true, dy: -40, travel })).toBe(0);
    expect(dragOffset({ expanded: true, dy: 120, travel })).toBe(120);
  });

  it('stays as it was after a tap-sized movement', () => {
    expect(settlesExpanded({ expanded: false, dy: -5, velocity: -2, travel })).toBe(false);
    expect(settlesExpanded({ expanded: true, dy: 5, velocity: 2, travel })).toBe(true);
  });

  it('opens when pulled up past half its travel, and closes when let go short of it', () => {
    expect(settlesExpanded({ expanded: false, dy: -220, velocity: 0, travel })).toBe(true);
    expect(settlesExpanded({ expanded: false, dy: -150, velocity: 0, travel })).toBe(false);
    expect(settlesExpanded({ expanded: true, dy: 250, velocity: 0, travel })).toBe(false);
    expect(settlesExpanded({ expanded: true, dy: 120, velocity: 0, travel })).toBe(true);
  });

  it('goes where a quick flick sends it, however short', () => {
    expect(settlesExpanded({ expanded: false, dy: -30, velocity: -0.9, travel })).toBe(true);
    expect(settlesExpanded({ expanded: true, dy: 30, velocity: 0.9, travel })).toBe(false);
  });
});
