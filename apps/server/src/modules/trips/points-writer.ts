import type { Db } from '../../db/database';
import { type AppendRequest, type AppendResult, appendPoints } from './points.repo';

interface Pending {
  request: AppendRequest;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes couriers' batches of points. A batch arriving while others are being written waits
 * and goes out with every other waiting batch in one statement: under load, hundreds of
 * couriers cost a few statements and commits instead of one each, and when it is quiet a batch
 * is written at once. Batches of one trip are written one after the other, in arrival order.
 */
export class PointsWriter {
  private queue: Pending[] = [];
  private readonly tripsInFlight = new Set<string>();
  private running = 0;

  constructor(
    private readonly db: Db,
    private readonly maxConcurrent = 2,
    private readonly maxRequestsPerStatement = 200,
  ) {}

  append(request: AppendRequest): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.running < this.maxConcurrent && this.queue.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.running++;
      void this.write(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  /** The waiting batches whose trips are not being written, at most one per trip. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const taken = new Set<string>();
    for (const pending of this.queue) {
      const trip = pending.request.generatedTripId;
      if (batch.length < this.maxRequestsPerStatement && !taken.has(trip) && !this.tripsInFlight.has(trip)) {
        taken.add(trip);
        batch.push(pending);
      } else {
        rest.push(pending);
      }
    }
    this.queue = rest;
    for (const trip of taken) this.tripsInFlight.add(trip);
    return batch;
  }

  private async write(batch: Pending[]) {
    try {
      const results = await appendPoints(
        this.db,
        batch.map((pending) => pending.request),
      );
      batch.forEach((pending, index) => {
        pending.resolve(results[index] as AppendResult);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      for (const pending of batch) this.tripsInFlight.delete(pending.request.generatedTripId);
    }
  }
}
