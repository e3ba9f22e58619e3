/**
 * Issue 15 item 3: keeps each running trip's arrival estimate current. `refresh` is called after
 * anything that changes it (a batch of points, a new or cleared destination); it stores the
 * estimate on the trip and publishes the `estimate` event.
 *
 * Groundwork: the estimate is computed and published by the work on item 3; until then nothing
 * is estimated and the views show no time, which is what they show without a destination.
 */
export interface ArrivalEstimatesPort {
  refresh(businessId: string, tripId: string): Promise<void>;
}

export class ArrivalEstimates implements ArrivalEstimatesPort {
  async refresh(_businessId: string, _tripId: string): Promise<void> {}
}
