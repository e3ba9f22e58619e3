import type { Business, Language, VehicleType } from '@rutaviva/domain';
import type { BranchRow, BusinessRow, UserRow } from '../../db/schema';
import { unixSeconds } from '../../lib/clock';
import { presentAccount } from '../auth/auth.presenters';

export function presentBusiness(user: UserRow, business: BusinessRow, branches: BranchRow[]): Business {
  return {
    ...presentAccount(user, business, branches),
    company_name: business.company_name,
    full_name: user.full_name,
    cell_phone: user.cell_phone,
    delivery_amount_per_day: business.delivery_amount_per_day,
    vehicle_type: business.vehicle_type as VehicleType,
    message_language: business.message_language as Language,
    number_of_branches: branches.length,
    allow_several_trips: business.allow_several_trips,
    remember_destinations: business.remember_destinations,
    show_delivery_photo: business.show_delivery_photo,
    almost_there_minutes: business.almost_there_minutes,
    created_at: unixSeconds(business.created_at),
  };
}
