import { SubscriptionBannerSchema } from '@rutaviva/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { api, parseResponse } from './api';
import { useAuthStatus } from './auth';
import { storage } from './storage';

export const subBannerKey = ['sub-banner'] as const;

/** GET /api/sub_banner → the standing's banner, kept under sub_banner (null clears it). */
async function fetchSubBanner(signal: AbortSignal): Promise<string | null> {
  const banner = parseResponse(SubscriptionBannerSchema, await api.get('/api/sub_banner', { signal })).data;
  storage.set('sub_banner', banner);
  return banner;
}

/** Asks for the banner again: after a billing action changes the standing. */
export function refreshSubBanner(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: subBannerKey });
}

/**
 * SPEC §4 "Standing check": the banner is asked for once the start-up check says the admin is
 * logged in, and again on each navigation, so a standing changed elsewhere (the billing job, another
 * tab) shows up without a reload.
 */
export function useSubBannerSync() {
  const loggedIn = useAuthStatus() === 'logged_in';
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useQuery({
    queryKey: subBannerKey,
    queryFn: ({ signal }) => fetchSubBanner(signal),
    enabled: loggedIn,
  });
  // The query's own first fetch covers the page the app opened on; later pages ask again.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (loggedIn) void refreshSubBanner(queryClient);
  }, [loggedIn, pathname, queryClient]);
}
