/** DESIGN §5a: every live trip of a business, for the monitor. */
export const businessChannel = (businessId: string) => `private-my-channel-${businessId}`;
/** DESIGN §5a: one trip, public. */
export const tripChannel = (generatedTripId: string) => `trip-${generatedTripId}`;

export const BUSINESS_CHANNEL_PATTERN = /^private-my-channel-([0-9a-f-]{36})$/;

/** What the bus carries: the SSE event name, its id, and its data already serialised. */
export interface BusEvent {
  event: string;
  id?: string;
  data: unknown;
}
