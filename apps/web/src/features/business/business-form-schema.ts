import { type BusinessUpdate, BusinessUpdateSchema, normalizePhone } from '@rutaviva/domain';

const EDITABLE_FIELDS = [
  'company_name',
  'country_iso',
  'full_name',
  'cell_phone',
  'delivery_amount_per_day',
  'vehicle_type',
  'language',
  'message_language',
  'allow_several_trips',
  'almost_there_minutes',
  'remember_destinations',
  'show_delivery_photo',
] as const;

export type BusinessForm = Required<Pick<BusinessUpdate, (typeof EDITABLE_FIELDS)[number]>>;

/**
 * The PATCH schema makes every field optional; on this screen every field is on display, so an
 * emptied one is an error rather than a silent "leave unchanged". The phone is checked against
 * the chosen country, as the server does.
 */
export const BusinessFormSchema = BusinessUpdateSchema.superRefine((value, ctx) => {
  for (const field of EDITABLE_FIELDS) {
    if (value[field] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
  }
  if (value.cell_phone && value.country_iso && !normalizePhone(value.cell_phone, value.country_iso)) {
    ctx.addIssue({ code: 'custom', message: 'invalid_phone', path: ['cell_phone'] });
  }
});

export const BUSINESS_FORM_FIELDS: readonly string[] = EDITABLE_FIELDS;
