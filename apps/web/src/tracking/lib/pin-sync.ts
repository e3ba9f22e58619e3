/*
 * The page learns whether the trip has a destination from the server (the public trip, the
 * stream's `trip` and `estimate` events), which may lag behind the customer's own save. These
 * rules keep the stream's older word from undoing what the customer just did, while a real change
 * made elsewhere (the courier or an admin clearing it) still removes the pin.
 */

/** What the customer's last save told the server that the stream has not said back yet. */
export type Ahead = 'set' | 'cleared' | null;

/** After the customer sets (or clears) the pin while the server says `serverSays`. */
export function aheadAfter(action: 'set' | 'cleared', serverSays: boolean): Ahead {
  if (action === 'set') return serverSays ? null : 'set';
  return serverSays ? 'cleared' : null;
}

/** The server's word changed to `hasDestination`: what is still ahead, and whether the pin goes. */
export function onServerWord(ahead: Ahead, hasDestination: boolean): { ahead: Ahead; dropPin: boolean } {
  // The stream still says what it said before the customer's save: nothing new.
  if (ahead === (hasDestination ? 'cleared' : 'set')) return { ahead, dropPin: false };
  return { ahead: null, dropPin: !hasDestination };
}
