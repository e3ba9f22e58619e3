import type { PendingDelivery } from '@rutaviva/domain';
import { useCallback, useEffect, useState } from 'react';
import { courierApi } from './api';
import { config } from './config';

export interface PendingList {
  deliveries: PendingDelivery[];
  /** Reads the list again now (after a start, or a tap that found the delivery taken). */
  refresh: () => void;
  /** Drops one from the list at once, before the server's next answer. */
  drop: (id: string) => void;
}

/**
 * GET /api/courier/pending_deliveries while the start screen shows: at once, every 30 s
 * (`config.pendingPollMs`) while
 * the page is visible and online, and as soon as the app comes back to the foreground or online.
 * A failed read keeps the last list.
 */
export function usePendingDeliveries(active: boolean): PendingList {
  const [deliveries, setDeliveries] = useState<PendingDelivery[]>([]);
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const drop = useCallback(
    (id: string) => setDeliveries((current) => current.filter((delivery) => delivery.id !== id)),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the trigger, not an input
  useEffect(() => {
    if (!active) return;
    let current = true;
    const read = () => {
      if (!navigator.onLine || document.visibilityState !== 'visible') return;
      courierApi
        .pendingDeliveries()
        .then(({ data }) => {
          if (current) setDeliveries(data);
        })
        .catch(() => {});
    };
    read();
    const timer = setInterval(read, config.pendingPollMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', read);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', read);
    };
  }, [active, version]);

  return { deliveries: active ? deliveries : [], refresh, drop };
}
