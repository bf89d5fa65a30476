import { z } from 'zod';

/** The sandbox's test cards (checkout design): what each one does. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;
export const THREE_D_SECURE_CODE = '123456';

/** The Luhn check every real card number passes: catches a mistyped digit before anything is sent. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardError = 'cardNumberMissing' | 'cardNumberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid';

/** A card is good through the last day of its expiry month. */
function expiryInFuture(month: number, year: number, now: Date): boolean {
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  return endOfMonth > now.getTime();
}

/**
 * The card form's rules. Issues carry a message key (the page translates it) so the shopper
 * sees "This card number is not valid" rather than a schema error.
 */
export function cardDetailsSchema(now: Date) {
  return z
    .object({
      cardNumber: z
        .string()
        .transform((value) => value.replace(/[\s-]/g, ''))
        .superRefine((value, ctx) => {
          if (value === '') ctx.addIssue({ code: 'custom', message: 'cardNumberMissing' satisfies CardError });
          else if (!/^\d{12,19}$/.test(value) || !luhnValid(value)) ctx.addIssue({ code: 'custom', message: 'cardNumberInvalid' satisfies CardError });
        }),
      expiry: z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(value);
          const month = match ? Number(match[1]) : 0;
          if (!match || month < 1 || month > 12) ctx.addIssue({ code: 'custom', message: 'expiryInvalid' satisfies CardError });
          else if (!expiryInFuture(month, Number(match[2]), now)) ctx.addIssue({ code: 'custom', message: 'expiryPast' satisfies CardError });
        }),
      cvc: z
        .string()
        .trim()
        .refine((value) => /^\d{3}$/.test(value), { message: 'cvcInvalid' satisfies CardError }),
    })
    .strip();
}

export type CardVerdict = { kind: 'succeeded' } | { kind: 'declined' } | { kind: 'challenge' } | { kind: 'unknown' };

/** What the sandbox does with a (valid) card number. */
export function verdictFor(cardNumber: string): CardVerdict {
  if (cardNumber === TEST_CARDS.success) return { kind: 'succeeded' };
  if (cardNumber === TEST_CARDS.declined) return { kind: 'declined' };
  if (cardNumber === TEST_CARDS.threeDSecure) return { kind: 'challenge' };
  return { kind: 'unknown' };
}
