import { BUSINESS_STREAM_EVENTS, readStreamEvent } from '@rutaviva/domain';
import { coordinatesEventSample } from '@rutaviva/domain/test-data';
import { describe, expect, it } from 'vitest';
import { rosterCourier, streamTrip as streamTripSample } from './monitor-test-data';

const parseMonitorEvent = (type: string, text: string) => readStreamEvent(BUSINESS_STREAM_EVENTS, type, text);

const streamTrip = streamTripSample();

describe('the business stream, as the monitor reads it', () => {
  it('reads the snapshot of every live trip', () => {
    const event = parseMonitorEvent('trips', JSON.stringify({ trips: [streamTrip] }));
    expect(event?.event).toBe('trips');
    expect(event?.event === 'trips' && event.data.trips[0]?.generated_trip_id).toBe('g1');
  });

  it('reads a batch of coordinates', () => {
    expect(parseMonitorEvent('coordinates', JSON.stringify(coordinatesEventSample))).toEqual({
      event: 'coordinates',
      data: coordinatesEventSample,
    });
  });

  it('reads the roster and a courier the team page changed', () => {
    const courier = rosterCourier({ last_position: { lat: 19.4, lng: -99.1, timestamp: 500 } });
    expect(parseMonitorEvent('couriers', JSON.stringify({ couriers: [courier] }))).toEqual({
      event: 'couriers',
      data: { couriers: [courier] },
    });
    expect(parseMonitorEvent('courier_updated', JSON.stringify(courier))).toEqual({
      event: 'courier_updated',
      data: courier,
    });
    expect(
      parseMonitorEvent('courier_updated', JSON.stringify({ ...courier, activity: 'asleep' })),
    ).toBeNull();
  });

  it('skips a malformed frame or an event it does not know', () => {
    expect(parseMonitorEvent('trips', '{not json')).toBeNull();
    expect(parseMonitorEvent('trip_started', JSON.stringify({ trip_id: 't1' }))).toBeNull();
    expect(parseMonitorEvent('reviewed', JSON.stringify({ trip_id: 't1' }))).toBeNull();
  });
});
