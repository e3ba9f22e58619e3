import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
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
  const objectUrl = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return { ...query, objectUrl };
}
