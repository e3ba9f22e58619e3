import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in E.164 form, or null when it is not a valid number. Numbers typed without
 * a country prefix are read as numbers of `defaultCountry` (the business's country).
 */
export function normalizePhone(input: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** SPEC §1: tracking links go by SMS to US numbers and by WhatsApp everywhere else. */
export function messageChannelFor(e164: string): 'sms' | 'whatsapp' {
  return parsePhoneNumberFromString(e164)?.country === 'US' ? 'sms' : 'whatsapp';
}

/** A number shown to strangers: only its last 4 digits (API.md public trip). */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/**
 * A stored E.164 number written for people: in national form when it belongs to the business's
 * country ("55 1234 5678", "(415) 555-2671"), in international form otherwise or when no
 * country is given ("+52 55 1234 5678"). Text that is not a number is returned as it is.
 */
export function formatPhone(e164: string, businessCountry?: string | null): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return businessCountry && parsed.country === businessCountry.toUpperCase()
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/**
 * A number as someone typed it, tidied for the business's country once it is complete and valid
 * (the same rule as formatPhone); anything else stays exactly as typed so nobody loses a digit.
 */
export function tidyPhoneInput(input: string, businessCountry: string): string {
  const e164 = normalizePhone(input, businessCountry);
  return e164 ? formatPhone(e164, businessCountry) : input;
}
