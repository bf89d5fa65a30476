import { useTranslation } from '@/storefront/lib/i18n';
import type { OrderAddress } from '@/shared/contracts/checkout';
import { countryName, stateName } from '@/shared/place-names';

/**
 * An order's delivery or billing address, a line each part; the phone number always left to right.
 * Addresses keep English country and state names; they are printed in the reader's language.
 */
export function PostalAddress({ address, className }: { address: OrderAddress; className?: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  return (
    <address className={className}>
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 ? <><br />{address.address2}</> : null}
      <br />
      {address.city} {address.zip}
      {address.state ? <>, {stateName(address.state, address.country, language)}</> : null}
      <br />
      {countryName(address.country, language)}
      <br />
      <span dir="ltr">{address.phone}</span>
    </address>
  );
}
