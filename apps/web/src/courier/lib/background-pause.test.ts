import { describe, expect, it } from 'vitest';
import { BackgroundPauseWatch, backgroundPauseOf, longestGapMs } from './background-pause';

const LIMIT = 30_000;

describe('longestGapMs', () => {
  it('runs from the last fix before hiding, through the fixes while hidden, to the return', () => {
    expect(longestGapMs([1_000, 5_000], 10_000, 70_000)).toBe(65_000);
    expect(longestGapMs([5_000, 20_000, 30_000], 10_000, 40_000)).toBe(15_000);
    expect(longestGapMs([], 10_000, 40_000)).toBe(30_000);
  });
});

describe('backgroundPauseOf', () => {
  it('says nothing for a short time away, or when fixes kept coming', () => {
    expect(backgroundPauseOf([], 0, LIMIT, LIMIT)).toBeNull();
    const steady = Array.from({ length: 30 }, (_, index) => index * 5_000);
    expect(backgroundPauseOf(steady, 0, 145_000, LIMIT)).toBeNull();
  });

  it('tells the longest gap when the phone slowed the fixes down in the background', () => {
    expect(backgroundPauseOf([0, 2_000, 95_000], 2_000, 100_000, LIMIT)).toEqual({
      seconds: 93,
      at: 100_000,
    });
  });
});

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  turn(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('BackgroundPauseWatch', () => {
  it('reports a pause on return while the watch runs, and nothing once stopped', () => {
    const source = new FakeDocument();
    let now = 0;
    const pauses: number[] = [];
    const watch = new BackgroundPauseWatch(
      LIMIT,
      (pause) => pauses.push(pause.seconds),
      source,
      () => now,
    );
    watch.start();
    watch.noteFix();
    now = 1_000;
    source.turn('hidden');
    now = 121_000;
    source.turn('visible');
    expect(pauses).toEqual([121]);

    // Fixes kept arriving while hidden: nothing to say.
    for (now = 122_000; now < 200_000; now += 5_000) {
      if (now === 127_000) source.turn('hidden');
      watch.noteFix();
    }
    source.turn('visible');
    expect(pauses).toEqual([121]);

    watch.stop();
    source.turn('hidden');
    now = 900_000;
    source.turn('visible');
    expect(pauses).toEqual([121]);
  });
});
