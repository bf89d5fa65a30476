import { describe, expect, it } from 'vitest';
import { isValidPin } from '@/storefront/modules/catalogue/pincode-check';

describe('pincode check input', () => {
  it('takes a 6-digit PIN code in India and leaves UAE area codes to the services', () => {
    expect(isValidPin('in', '400001')).toBe(true);
    expect(isValidPin('in', '40001')).toBe(false);
    expect(isValidPin('in', '4000a1')).toBe(false);
    expect(isValidPin('ae', 'DXB-01')).toBe(true);
    expect(isValidPin('ae', '')).toBe(false);
  });
});
