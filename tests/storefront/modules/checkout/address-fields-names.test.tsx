// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Country } from '@/shared/contracts/content';
import { AddressFields } from '@/storefront/modules/checkout/address-fields';
import { emptyAddress } from '@/storefront/modules/checkout/checkout-form';
import { renderWith } from '../../support/render';

afterEach(cleanup);

// As `GET /api/cart/countries` answers with languageID 1: English names, which addresses keep.
const COUNTRIES: Country[] = [
  { countryId: 1, code: 'IN', name: 'India', phoneCode: '+91', states: [{ stateId: 11, code: 'KA', name: 'Karnataka' }] },
  { countryId: 2, code: 'AE', name: 'United Arab Emirates', phoneCode: '+971', states: [{ stateId: 37, code: 'AZ', name: 'Abu Dhabi' }, { stateId: 38, code: 'DU', name: 'Dubai' }] },
];

describe('checkout address fields', () => {
  it('lists countries and emirates in Arabic for an Arabic shopper, keeping the English names as values', () => {
    renderWith(
      <AddressFields legend="عنوان التوصيل" values={{ ...emptyAddress('United Arab Emirates'), state: 'Dubai' }} problems={{}} countries={COUNTRIES} storeCode="ae" onChange={() => {}} />,
      { locale: 'ae-ar' },
    );
    const country = screen.getByLabelText('الدولة') as HTMLSelectElement;
    expect([...country.options].map((option) => option.text)).toEqual(['اختر الدولة', 'الهند', 'الإمارات العربية المتحدة']);
    expect(country.value).toBe('United Arab Emirates');
    const emirate = screen.getByLabelText('الإمارة / المنطقة') as HTMLSelectElement;
    expect([...emirate.options].slice(1).map((option) => [option.value, option.text])).toEqual([['Abu Dhabi', 'أبوظبي'], ['Dubai', 'دبي']]);
  });

  it('says in Hindi which state a PIN code is not in', () => {
    renderWith(
      <AddressFields legend="डिलीवरी का पता" values={{ ...emptyAddress('India'), state: 'Karnataka', zip: '400001' }} problems={{ zip: 'pinState' }} countries={COUNTRIES} storeCode="in" onChange={() => {}} />,
      { locale: 'in-hi' },
    );
    expect(screen.getByText('पिन कोड 400001 कर्नाटक में नहीं है: पिन कोड या राज्य जाँच लें।')).toBeTruthy();
  });
});
