import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api';
import { reportsKey } from './get-trip-report';

/**
 * GET /api/trips/{generated_trip_id}/photo with the admin's token (the photo is never public
 * to an admin's link): the bytes, shown through an object URL.
 */
async function getDeliveryPhoto(url: string, signal: AbortSignal): Promise<Blob> {
  const response = await apiFetch('GET', url, { signal, accept: 'image/*' });
  return await response.blob();
}

/** The photo as an address an <img> can show, or null while it loads (or without one). */
export function useDeliveryPhoto(url: string | null) {
  const query = useQuery({
    queryKey: [...reportsKey, 'photo', url],
    queryFn: ({ signal }) => getDeliveryPhoto(url as string, signal),
    enabled: url !== null,
    staleTime: 5 * 60_000,
  });
  // Made and revoked by the same effect: an effect run twice (StrictMode) makes a fresh address
  // instead of revoking the one on screen.
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setObjectUrl(null);
      return;
    }
    const address = URL.createObjectURL(query.data);
    setObjectUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [query.data]);
  return { ...query, objectUrl };
}
