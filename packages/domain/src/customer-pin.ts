import { type MapPoint, MapPointSchema } from './trips';

/**
 * Issue 15: PUT /api/trips/{generated_trip_id}/destination, the customer's pin from the tracking
 * page: a point on the map like any destination (finite numbers within bounds, the same codes as
 * a courier's points; JSON has no NaN, and a string or a missing field is refused).
 */
export const CustomerPinSchema = MapPointSchema;
export type CustomerPin = MapPoint;
