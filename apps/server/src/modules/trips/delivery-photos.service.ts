import { createHash } from 'node:crypto';
import {
  type DeliveryPhotoQuery,
  type DeliveryProofEvent,
  MAX_DELIVERY_PHOTO_BYTES,
  PHOTO_UPLOAD_GRACE_HOURS,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import { AppError, invalidInput } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import type { StorageProvider, StoredObject } from '../../providers/storage/storage';
import { requireTrip } from '../access';
import { deliveryPhotoType, storedDeliveryPhoto } from './delivery-photo';
import * as repo from './delivery-photos.repo';
import { type TripEvents, tripNotFound } from './trip-events';
import { deliveryPhotoUrl } from './trips.presenters';
import { findTripOfBusiness } from './trips.repo';

export interface DeliveryPhotosDeps {
  db: Db;
  clock: Clock;
  storage: StorageProvider;
  events: TripEvents;
  /** The photo a tracking link may show (ended, business opted in), from the public finder. */
  publicPhotoKey(generatedTripId: string, linkKey?: string): Promise<string | null>;
}

/** Issue 15, proof of delivery: the courier's photo of a delivery, stored and served to those allowed. */
export class DeliveryPhotosService {
  constructor(private readonly deps: DeliveryPhotosDeps) {}

  /**
   * The trip's own courier uploads the photo, during the delivery or within a day after it ended
   * (it may have waited offline on the phone). The key is named after the photo's content, so the
   * offline queue resending the same photo stores it once; a different photo replaces the old one.
   */
  async upload(auth: SessionClaims, generatedTripId: string, bytes: Buffer, query: DeliveryPhotoQuery) {
    const { db, clock, storage } = this.deps;
    if (auth.role !== 'courier') throw tripNotFound();
    const trip = await requireTrip(db, auth, generatedTripId);
    const now = clock.now();
    if (trip.end_time && now.getTime() - trip.end_time.getTime() > PHOTO_UPLOAD_GRACE_HOURS * 3600_000)
      throw new AppError('photo_too_late', 409);
    if (bytes.length === 0) throw invalidInput({ photo: 'required' });
    if (bytes.length > MAX_DELIVERY_PHOTO_BYTES) throw invalidInput({ photo: 'too_large' });
    const type = await deliveryPhotoType(bytes);
    if (!type) throw invalidInput({ photo: 'invalid_image' });

    const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const key = `photos/${trip.business_id}/${trip.id}-${digest}.${type}`;
    const recipientName = query.recipient_name || undefined;
    if (trip.photo_key === key) {
      // The same photo again (the queue resending after a lost answer): nothing new to store.
      if (recipientName && recipientName !== trip.recipient_name)
        await repo.setRecipientName(db, trip.id, recipientName);
    } else {
      // Named by what the phone sent (a resend finds it), stored without the camera's metadata.
      await storage.put(key, await storedDeliveryPhoto(bytes, type));
      // A phone clock ahead of ours must not cost the photo (the queue would give it up on a 400).
      const takenAt = query.taken_at ? new Date(Math.min(query.taken_at * 1000, now.getTime())) : now;
      const old = await repo.replacePhoto(db, trip.id, { key, takenAt, recipientName });
      if (old && old !== key) await storage.delete(old);
    }
    const proof = await this.proofOf(auth.businessId, generatedTripId);
    await this.deps.events.publishToBusiness(auth.businessId, { event: 'delivery_proof', data: proof });
    return proof;
  }

  /**
   * The photo for whoever asks: an admin of the trip's business, the trip's courier, or anyone
   * with the link when the business shows photos to customers and the delivery has ended, or
   * anyone holding the export's link to it (`linkKey`, see photoLinkKey). Null
   * for everyone else, exactly as for a trip without a photo, so nothing tells that one exists.
   */
  async photo(
    auth: SessionClaims | null,
    generatedTripId: string,
    linkKey?: string,
  ): Promise<StoredObject | null> {
    const key =
      (await this.ownKey(auth, generatedTripId)) ??
      (await this.deps.publicPhotoKey(generatedTripId, linkKey));
    return key ? await this.deps.storage.get(key) : null;
  }

  /** The photo's key for the business's admins and the trip's courier, through the scoped finders. */
  private async ownKey(auth: SessionClaims | null, generatedTripId: string): Promise<string | null> {
    if (!auth || (auth.role !== 'admin' && auth.role !== 'courier')) return null;
    try {
      return (await requireTrip(this.deps.db, auth, generatedTripId)).photo_key;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  private async proofOf(businessId: string, generatedTripId: string): Promise<DeliveryProofEvent> {
    const trip = await findTripOfBusiness(this.deps.db, businessId, generatedTripId);
    if (!trip) throw tripNotFound();
    return {
      trip_id: trip.id,
      generated_trip_id: trip.generated_trip_id,
      delivery_photo_url: deliveryPhotoUrl(trip),
      recipient_name: trip.recipient_name,
    };
  }
}
