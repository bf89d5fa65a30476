/**
 * Sign-in and sign-up take an e-mail or a phone. Shoppers type local numbers (98765 43210);
 * the services know them with the country code (+919876543210), the subsite's `phoneCode`.
 */
export function normaliseUsername(input: string, phoneCode: string): string {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/[\s()-]/g, '');
  if (!/^\+?\d{6,15}$/.test(digits)) return trimmed;
  if (digits.startsWith('+')) return digits;
  const code = phoneCode.replace(/\D/g, '');
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith(code) && digits.length > 10) return `+${digits}`;
  return `+${code}${digits.replace(/^0/, '')}`;
}

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
export const isPhone = (value: string) => /^\+?\d{6,15}$/.test(value.replace(/[\s()-]/g, ''));
/** The services' rule (PASSWORD_POLICY_MESSAGE): 8 to 128 characters, not only letters. */
export const isStrongPassword = (value: string) => value.length >= 8 && value.length <= 128 && !/^\p{L}+$/u.test(value);
export const isOtp = (value: string) => /^\d{6}$/.test(value.trim());
