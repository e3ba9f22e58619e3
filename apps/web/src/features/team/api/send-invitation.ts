import { type InvitationSent, InvitationSentSchema, type MessageChannel } from '@rutaviva/domain';
import { api, parseResponse } from '../../../lib/api';
import { useApiMutation } from '../../../lib/api-hooks';
import { couriersKey } from '../../../lib/couriers';

/** POST /api/team/{courier_id}/invitations {channel} → what went where; 404; 409 inactive; 429. */
async function sendInvitation({
  courierId,
  channel,
}: {
  courierId: string;
  channel: MessageChannel;
}): Promise<InvitationSent> {
  const payload = await api.post(`/api/team/${encodeURIComponent(courierId)}/invitations`, { channel });
  return parseResponse(InvitationSentSchema, payload);
}

export function useSendInvitation() {
  // The list shows when each courier was last invited.
  return useApiMutation(sendInvitation, { refetchAfter: couriersKey });
}
