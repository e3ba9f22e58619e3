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

/** A stored E.164 number written for people, e.g. +52 55 1234 5678. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
