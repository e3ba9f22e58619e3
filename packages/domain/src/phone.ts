import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number in E.164 form, or null when it is not a valid number. Numbers typed without
 * a country prefix are read as numbers of `defaultCountry` (the business's country).
 */
export function normalizePhone(input: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
