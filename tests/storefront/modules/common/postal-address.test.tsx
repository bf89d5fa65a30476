// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostalAddress } from '@/storefront/modules/common/postal-address';
import { renderWith } from '../../support/render';

const dubai = { firstName: 'Aisha', lastName: 'Al Mansoori', address1: 'Gold Souk, Deira', address2: '', city: 'Dubai', zip: 'DXB-01', state: 'Dubai', country: 'United Arab Emirates', phone: '+971501234567' };

describe('PostalAddress', () => {
  afterEach(cleanup);

  it('prints the emirate and the country in Arabic for an Arabic reader (addresses keep English names)', () => {
    renderWith(<PostalAddress address={dubai} />, { locale: 'ae-ar' });
    const address = document.querySelector('address')?.textContent ?? '';
    expect(address).toContain('دبي');
    expect(address).toContain('الإمارات العربية المتحدة');
    expect(address).not.toContain('United Arab Emirates');
  });

  it('prints the state in Hindi for a Hindi reader, and English names for an English one', () => {
    const mumbai = { ...dubai, city: 'Mumbai', zip: '400001', state: 'Maharashtra', country: 'India' };
    const { container, unmount } = renderWith(<PostalAddress address={mumbai} />, { locale: 'in-hi' });
    expect(container.textContent).toContain('महाराष्ट्र');
    expect(container.textContent).toContain('भारत');
    unmount();
    const english = renderWith(<PostalAddress address={mumbai} />, { locale: 'in-en' });
    expect(english.container.textContent).toContain('Maharashtra');
    expect(english.container.textContent).toContain('India');
  });
});
