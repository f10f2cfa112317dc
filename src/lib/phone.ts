/** Phone numbers are North American: the +1 prefix is prepended to ten typed digits (spec 1, section 5). */
export const PHONE_PREFIX = '+1';

/** The ten digits of a North American number, without the +1 prefix. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

/** Ten digits, with or without the prefix and punctuation. */
export function isPhoneNumber(input: string): boolean {
  return /^\d{10}$/.test(phoneDigits(input));
}

/** The number in E.164 form with the +1 prefix. */
export function toE164(input: string): string {
  return `${PHONE_PREFIX}${phoneDigits(input)}`;
}
