import {
  type Business,
  type BusinessUpdate,
  nextOnboardingState,
  normalizePhone,
  type OnboardingState,
} from '@rutaviva/domain';
import type { Db } from '../../db/database';
import type { BusinessPatch, UserPatch } from '../../db/schema';
import { AppError, invalidInput, notFound } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SessionClaims } from '../../lib/tokens';
import { requireOwnBusiness } from '../access';
import { presentBusiness } from './business.presenters';
import * as repo from './business.repo';

export class BusinessService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Another business's id answers 404, like an unknown one. */
  async get(auth: SessionClaims, businessId: string): Promise<Business> {
    return await this.load(requireOwnBusiness(auth, businessId), auth.userId);
  }

  async update(auth: SessionClaims, input: BusinessUpdate): Promise<Business> {
    const current = await this.load(auth.businessId, auth.userId);
    const country = input.country_iso ?? current.country_iso;
    const businessPatch: BusinessPatch = {};
    const userPatch: UserPatch = {};
    if (input.company_name !== undefined) businessPatch.company_name = input.company_name;
    if (input.country_iso !== undefined) businessPatch.country_iso = input.country_iso;
    if (input.delivery_amount_per_day !== undefined)
      businessPatch.delivery_amount_per_day = input.delivery_amount_per_day;
    if (input.vehicle_type !== undefined) businessPatch.vehicle_type = input.vehicle_type;
    if (input.message_language !== undefined) businessPatch.message_language = input.message_language;
    if (input.allow_several_trips !== undefined)
      businessPatch.allow_several_trips = input.allow_several_trips;
    if (input.remember_destinations !== undefined)
      businessPatch.remember_destinations = input.remember_destinations;
    if (input.show_delivery_photo !== undefined)
      businessPatch.show_delivery_photo = input.show_delivery_photo;
    if (input.almost_there_minutes !== undefined)
      businessPatch.almost_there_minutes = input.almost_there_minutes;
    if (input.full_name !== undefined) userPatch.full_name = input.full_name;
    if (input.language !== undefined) userPatch.language = input.language;
    if (input.cell_phone !== undefined) {
      const phone = normalizePhone(input.cell_phone, country);
      if (!phone) throw invalidInput({ cell_phone: 'invalid_phone' });
      userPatch.cell_phone = phone;
    }
    const { db, clock } = this.deps;
    await repo.updateBusinessAndUser(db, auth.businessId, auth.userId, businessPatch, userPatch, clock.now());
    return await this.load(auth.businessId, auth.userId);
  }

  /**
   * Moves past the current onboarding step; `step` must be the current one (a stale tab is
   * refused). Only business_info can be passed this way: checkout ends when a subscription
   * starts, and the later steps when their action happens (settleOnboarding).
   */
  async skipOnboardingStep(auth: SessionClaims, step: OnboardingState) {
    if (step !== 'business_info') throw new AppError('onboarding_step_needs_action', 409);
    const next = nextOnboardingState(step);
    const moved =
      next &&
      (await repo.advanceOnboarding(this.deps.db, auth.businessId, step, next, this.deps.clock.now()));
    if (!moved)
      throw new AppError('onboarding_step_mismatch', 409, undefined, { step: 'onboarding_step_mismatch' });
    const settled = await repo.settleOnboarding(this.deps.db, auth.businessId, this.deps.clock.now());
    return { onboarding_state: (settled ?? next) as OnboardingState };
  }

  async countryOf(businessId: string): Promise<string | undefined> {
    return await repo.countryOf(this.deps.db, businessId);
  }

  private async load(businessId: string, userId: string): Promise<Business> {
    const found = await repo.findBusinessAndUser(this.deps.db, businessId, userId);
    if (!found) throw notFound();
    return presentBusiness(found.user, found.business, found.branches);
  }
}
