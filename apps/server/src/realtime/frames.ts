import type { StreamEvent } from '@rutaviva/domain';
import type { EventBus } from './bus';
import type { TripFrame } from './trip-marks';

// The frames streams carry: how they are written, named by channel, and read back by the hub.

/** One Server-Sent Events frame. Frames are built once by the publisher and written as they are. */
export function sseFrame(event: string, data: unknown, id?: string | number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The frame of one of the domain's stream events (its names and shapes are the wire contract). */
export const eventFrame = (event: StreamEvent, id?: number): string => sseFrame(event.event, event.data, id);

/** DESIGN §5a: every live trip of a business, for the monitor. */
export const businessChannel = (businessId: string) => `private-my-channel-${businessId}`;
/** DESIGN §5a: one trip, public. */
export const tripChannel = (generatedTripId: string) => `trip-${generatedTripId}`;

export const BUSINESS_CHANNEL_PATTERN = /^private-my-channel-([0-9a-f-]{36})$/;

/** Publishes one of the domain's stream events, serialised once as the frame every stream writes. */
export function publishEvent(bus: EventBus, channel: string, event: StreamEvent, id?: number): Promise<void> {
  return bus.publish(channel, eventFrame(event, id));
}

export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

const ID_LINE = /^id: (\d+)\n/;
const EVENT_LINE = /^(?:id: \d+\n)?event: ([\w-]+)\n/;
/** How many points a `coordinates` frame carries (each has one timestamp). */
const pointsIn = (frame: string) => frame.split('"timestamp":').length - 1;
const TRIP_OF_FRAME = /"generated_trip_id":"([^"\\]+)"/;
/** Events a business stream keeps track of per trip. */
const PER_TRIP = new Set(['trip_started', 'coordinates', 'arrived', 'ended']);

/** What the hub needs to know of a frame, read once however many streams it goes to. */
export type FrameFacts = TripFrame;

export function factsOf(frame: string): FrameFacts {
  const event = EVENT_LINE.exec(frame)?.[1];
  const id = Number(ID_LINE.exec(frame)?.[1] ?? Number.NaN);
  const trip = event && PER_TRIP.has(event) ? TRIP_OF_FRAME.exec(frame)?.[1] : undefined;
  return { event, id, points: event === 'coordinates' ? pointsIn(frame) : 0, trip };
}
export const reauthorize = () => eventFrame({ event: 'reauthorize', data: {} });
/** Events a stream carries at most once. */
export const ONCE = new Set(['arrived', 'ended']);
