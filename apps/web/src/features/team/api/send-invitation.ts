import { type InvitationSent, InvitationSentSchema, type MessageChannel } from '@rutaviva/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, parseResponse } from '../../../lib/api';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    // The list shows when each courier was last invited.
    onSettled: () => queryClient.invalidateQueries({ queryKey: couriersKey }),
  });
}
