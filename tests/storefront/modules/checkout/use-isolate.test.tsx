// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsolate } from '@/storefront/modules/checkout/use-isolate';
import { SiteProvider } from '@/storefront/modules/common/site-context';
import { layoutProps } from '../../support/page-props';

afterEach(cleanup);

function Probe({ value }: { value: string }) {
  const isolate = useIsolate();
  return <p data-testid="probe">{isolate(value)}</p>;
}

const show = (locale: string, value: string) => {
  cleanup();
  const props = layoutProps(locale);
  render(<SiteProvider site={props.site} locale={locale}><Probe value={value} /></SiteProvider>);
  return screen.getByTestId('probe').textContent;
};

describe('shopper values inside translated sentences', () => {
  it('reads a phone number left to right on an Arabic page (no letters to decide by)', () => {
    expect(show('ae-ar', '+971•••••34567')).toBe('\u2066+971•••••34567\u2069');
  });

  it('lets a name or address take its own direction on an Arabic page', () => {
    expect(show('ae-ar', 'Layla Haddad')).toBe('\u2068Layla Haddad\u2069');
    expect(show('ae-ar', 'ليلى حداد')).toBe('\u2068ليلى حداد\u2069');
  });

  it('leaves values alone on left-to-right pages', () => {
    expect(show('in-en', '+919876543210')).toBe('+919876543210');
    expect(show('in-hi', 'Asha Rao')).toBe('Asha Rao');
  });
});
