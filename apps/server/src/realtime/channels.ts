import type { StreamEvent } from '@rutaviva/domain';
import type { EventBus } from './bus';
import { eventFrame } from './sse';

/** DESIGN §5a: every live trip of a business, for the monitor. */
export const businessChannel = (businessId: string) => `private-my-channel-${businessId}`;
/** DESIGN §5a: one trip, public. */
export const tripChannel = (generatedTripId: string) => `trip-${generatedTripId}`;

export const BUSINESS_CHANNEL_PATTERN = /^private-my-channel-([0-9a-f-]{36})$/;

/** Publishes one of the domain's stream events, serialised once as the frame every stream writes. */
export function publishEvent(bus: EventBus, channel: string, event: StreamEvent, id?: number): Promise<void> {
  return bus.publish(channel, eventFrame(event, id));
}
