import { normalizePhone, type RememberedDestination } from '@rutaviva/domain';
import { useEffect, useState } from 'react';
import { courierApi } from './api';
import { useSession } from './session';

/** Typing settles before asking, so each keystroke of a number does not cost a request. */
export const REMEMBERED_DEBOUNCE_MS = 500;

export type Remembered = NonNullable<RememberedDestination['destination']>;

/**
 * Issue 15: where the business last delivered to the number being typed, once it reads as a
 * valid number, the phone is online and a courier is signed in. A failure or no answer proposes nothing: the start
 * never waits on it.
 */
export function useRememberedDestination(
  typed: string,
  countryIso: string,
  online: boolean,
): { e164: string; destination: Remembered } | null {
  // Only a signed-in courier asks (the demo tours show this form to visitors, with no server).
  const signedIn = useSession() !== null;
  const e164 = signedIn ? normalizePhone(typed, countryIso) : null;
  const [found, setFound] = useState<{ e164: string; destination: Remembered | null } | null>(null);

  useEffect(() => {
    if (!e164 || !online) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      courierApi
        .rememberedDestination(e164)
        .then((answer) => {
          if (!cancelled) setFound({ e164, destination: answer.destination });
        })
        .catch(() => {
          // Offline or refused: nothing is proposed, as without a previous delivery.
          if (!cancelled) setFound({ e164, destination: null });
        });
    }, REMEMBERED_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [e164, online]);

  return found?.destination && found.e164 === e164 ? { e164, destination: found.destination } : null;
}
