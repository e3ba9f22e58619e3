import { describe, expect, it } from 'vitest';
import { aheadAfter, onServerWord } from './pin-sync';

describe("the customer's pin and the server's word", () => {
  it('drops a remembered pin when the server says there is no destination', () => {
    expect(onServerWord(null, false)).toEqual({ ahead: null, dropPin: true });
    expect(onServerWord(null, true)).toEqual({ ahead: null, dropPin: false });
  });

  it('keeps a pin just saved while the stream still says there was none, until it catches up', () => {
    const ahead = aheadAfter('set', false);
    expect(onServerWord(ahead, false)).toEqual({ ahead: 'set', dropPin: false });
    const caughtUp = onServerWord(ahead, true);
    expect(caughtUp).toEqual({ ahead: null, dropPin: false });
    // Then cleared by the courier or an admin: the pin goes.
    expect(onServerWord(caughtUp.ahead, false)).toEqual({ ahead: null, dropPin: true });
  });

  it('a pin saved over an existing destination needs no catching up', () => {
    expect(aheadAfter('set', true)).toBeNull();
  });

  it('a clear stays cleared while the stream still says there is a destination', () => {
    const ahead = aheadAfter('cleared', true);
    expect(onServerWord(ahead, true)).toEqual({ ahead: 'cleared', dropPin: false });
    expect(onServerWord(ahead, false)).toEqual({ ahead: null, dropPin: true });
    expect(aheadAfter('cleared', false)).toBeNull();
  });
});
