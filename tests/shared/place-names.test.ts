import { describe, expect, it } from 'vitest';
import { countryName, SHIPPING_COUNTRIES, stateName } from '@/shared/place-names';

describe('country and state names in the shopper’s language', () => {
  it('names the UAE, its emirates, India and its states in Arabic and Hindi', () => {
    expect(countryName('United Arab Emirates', 'ar-AE')).toBe('الإمارات العربية المتحدة');
    expect(countryName('India', 'hi-IN')).toBe('भारत');
    expect(countryName('IN', 'ar')).toBe('الهند');
    expect(stateName('Dubai', 'United Arab Emirates', 'ar-AE')).toBe('دبي');
    expect(stateName('Ras Al Khaimah', 'United Arab Emirates', 'hi-IN')).toBe('रास अल ख़ैमा');
    expect(stateName('Karnataka', 'India', 'ar-AE')).toBe('كارناتاكا');
    expect(stateName('MH', 'India', 'hi-IN')).toBe('महाराष्ट्र');
    expect(stateName('Dubai', 'United Arab Emirates', 'en-AE')).toBe('Dubai');
  });

  it('keeps a name it does not know as given', () => {
    expect(countryName('Atlantis', 'ar-AE')).toBe('Atlantis');
    expect(stateName('Nowhere', 'India', 'hi-IN')).toBe('Nowhere');
  });

  it('every country and state has a Hindi and an Arabic name in their own script', () => {
    for (const country of SHIPPING_COUNTRIES) {
      for (const place of [country, ...country.states]) {
        expect(place.name.hi, place.name.en).toMatch(/[\u0900-\u097F]/);
        expect(place.name.ar, place.name.en).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });
});
