import {
  createContext,
  type MutableRefObject,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { locate } from './locate';
import { clearPin, type PinResult, type Place, sendPin } from './pin-api';
import { forgetPin, loadPin, savePin } from './pin-storage';
import { type Ahead, aheadAfter, onServerWord } from './pin-sync';

/** Where the page sends the pin. Only the real tracking page provides it; the demo has none. */
export interface PinServer {
  send(generatedTripId: string, place: Place): Promise<PinResult>;
  clear(generatedTripId: string): Promise<PinResult>;
}

export const LIVE_PIN_SERVER: PinServer = { send: sendPin, clear: clearPin };

export const PinServerContext = createContext<PinServer | null>(null);

/** What the card says after the last action. */
export type PinNotice = 'shared' | 'cleared' | 'denied' | 'unavailable' | 'failed';

/** How the pin got where it is: a located pin may be far from the map's view, so it is shown. */
export type PinAction = 'located' | 'placed' | 'dragged';

export interface CustomerPin {
  /** This browser's pin, or null. */
  place: Place | null;
  /** The server knows a destination this browser did not place (the courier's, a remembered one). */
  otherDestination: boolean;
  busy: 'locating' | 'saving' | null;
  notice: PinNotice | null;
  /** Tapping the map places the pin (after the phone could not say where it is). */
  picking: boolean;
  lastAction: PinAction | null;
  /** Bumped when a save fails, so the marker goes back where the pin still is. */
  version: number;
  /** The middle of the visible map, set by the map's pin layer: the keyboard's way to place it. */
  mapCentre: MutableRefObject<(() => Place) | null>;
  share(): void;
  placeAt(place: Place, action: PinAction): void;
  clear(): void;
}

/**
 * Issue 15: the customer's pin on the tracking page. The phone's position is asked for only
 * when the customer taps "Share"; when it cannot be had, the customer taps the map instead. Null
 * where the page has no server to send it to (the demo).
 */
export function useCustomerPin(generatedTripId: string, hasDestination: boolean): CustomerPin | null {
  const server = useContext(PinServerContext);
  const [place, setPlace] = useState<Place | null>(() => (server ? loadPin(generatedTripId) : null));
  const [busy, setBusy] = useState<CustomerPin['busy']>(null);
  const [notice, setNotice] = useState<PinNotice | null>(null);
  const [picking, setPicking] = useState(false);
  const [lastAction, setLastAction] = useState<PinAction | null>(null);
  const [version, setVersion] = useState(0);
  const mapCentre = useRef<(() => Place) | null>(null);
  const placeNow = useRef(place);
  placeNow.current = place;
  const serverSays = useRef(hasDestination);
  serverSays.current = hasDestination;
  // What our last save told the server while its stream still says the opposite (pin-sync.ts).
  const ahead = useRef<Ahead>(null);

  // The server says there is no destination (cleared by the courier or an admin, or never set):
  // a pin remembered from before is no longer true.
  useEffect(() => {
    const word = onServerWord(ahead.current, hasDestination);
    ahead.current = word.ahead;
    if (!word.dropPin) return;
    setPlace(null);
    forgetPin(generatedTripId);
  }, [hasDestination, generatedTripId]);

  const placeAt = useCallback(
    async (next: Place, action: PinAction) => {
      if (!server) return;
      const before = placeNow.current;
      const aheadBefore = ahead.current;
      ahead.current = aheadAfter('set', serverSays.current);
      setPlace(next);
      setLastAction(action);
      setBusy('saving');
      setNotice(null);
      const result = await server.send(generatedTripId, next);
      setBusy(null);
      if (result === 'saved') {
        savePin(generatedTripId, next);
        setNotice('shared');
        setPicking(false);
        return;
      }
      ahead.current = aheadBefore;
      setPlace(before);
      setVersion((count) => count + 1);
      // An ended delivery is about to show its delivered view; nothing to say here.
      if (result === 'failed') setNotice('failed');
    },
    [server, generatedTripId],
  );

  const share = useCallback(async () => {
    setBusy('locating');
    setNotice(null);
    const located = await locate();
    if (located.kind === 'found') {
      await placeAt(located.place, 'located');
      return;
    }
    setBusy(null);
    setNotice(located.kind);
    setPicking(true);
  }, [placeAt]);

  const clear = useCallback(async () => {
    if (!server) return;
    setBusy('saving');
    setNotice(null);
    const result = await server.clear(generatedTripId);
    setBusy(null);
    if (result === 'failed') {
      setNotice('failed');
      return;
    }
    ahead.current = aheadAfter('cleared', serverSays.current);
    setPlace(null);
    forgetPin(generatedTripId);
    setPicking(false);
    setLastAction(null);
    if (result === 'saved') setNotice('cleared');
  }, [server, generatedTripId]);

  if (!server) return null;
  return {
    place,
    otherDestination: hasDestination && !place && ahead.current !== 'cleared',
    busy,
    notice,
    picking,
    lastAction,
    version,
    mapCentre,
    share: () => void share(),
    placeAt: (next, action) => void placeAt(next, action),
    clear: () => void clear(),
  };
}
