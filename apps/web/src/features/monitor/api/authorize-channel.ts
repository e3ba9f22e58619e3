import { ChannelAuthSchema } from '@rutaviva/domain';
import { api, isApiError, parseResponse } from '../../../lib/api';

/** DESIGN §5a: the private channel of every live trip of one business. */
export const monitorChannel = (businessId: string) => `private-my-channel-${businessId}`;

/** POST /pusher/portal_auth → a signed token that lets the browser open the channel for 60 s. */
export async function authorizeChannel(channelName: string, signal: AbortSignal): Promise<string> {
  const payload = await api.post('/pusher/portal_auth', { channel_name: channelName }, { signal });
  return parseResponse(ChannelAuthSchema, payload).auth;
}

/** The event stream of a channel, opened with the token authorizeChannel() returned. */
export function channelStreamUrl(channelName: string, auth: string): string {
  return `/api/realtime?${new URLSearchParams({ channel: channelName, auth })}`;
}

/** A refusal that asking again will not change (signed out, another business's channel). */
export function isPermanentRefusal(error: unknown): boolean {
  return isApiError(error) && [400, 401, 403, 404].includes(error.status);
}
