import { describe, expect, it } from 'vitest';
import { isEmail, isOtp, isPhone, isStrongPassword, normaliseUsername } from '@/storefront/modules/common/username';
import { nextPathOf } from '@/storefront/modules/common/next-path';

describe('normaliseUsername', () => {
  it.each([
    ['Shopper@Example.com ', '+91', 'shopper@example.com'],
    ['98765 43210', '+91', '+919876543210'],
    ['09876543210', '+91', '+919876543210'],
    ['+971 50 123 4567', '+971', '+971501234567'],
    ['00971501234567', '+971', '+971501234567'],
    ['919876543210', '+91', '+919876543210'],
    ['not a phone', '+91', 'not a phone'],
  ])('turns %j into %j on a %s subsite', (input, phoneCode, expected) => {
    expect(normaliseUsername(input, phoneCode)).toBe(expected);
  });
});

describe('form checks', () => {
  it('matches the services’ password policy: 8+ characters, not only letters', () => {
    expect(isStrongPassword('Shopper#2026')).toBe(true);
    expect(isStrongPassword('12345678')).toBe(true);
    expect(isStrongPassword('onlyletters')).toBe(false);
    expect(isStrongPassword('a1')).toBe(false);
  });

  it('knows e-mails, phones and 6-digit codes', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isPhone('+91 98765-43210')).toBe(true);
    expect(isPhone('12ab')).toBe(false);
    expect(isOtp('123456')).toBe(true);
    expect(isOtp('12345')).toBe(false);
  });
});

describe('nextPathOf', () => {
  it('follows a path on this site', () => {
    expect(nextPathOf('/dashboard/addresses')).toBe('/dashboard/addresses');
    expect(nextPathOf(['/cart', '/x'])).toBe('/cart');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', undefined, ''])('refuses %j and goes to the profile', (next) => {
    expect(nextPathOf(next)).toBe('/dashboard/profile');
  });
});
