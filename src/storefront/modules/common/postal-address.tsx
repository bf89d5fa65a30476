import type { OrderAddress } from '@/shared/contracts/checkout';

/** An order's delivery or billing address, a line each part; the phone number always left to right. */
export function PostalAddress({ address, className }: { address: OrderAddress; className?: string }) {
  return (
    <address className={className}>
      {address.firstName} {address.lastName}
      <br />
      {address.address1}
      {address.address2 ? <><br />{address.address2}</> : null}
      <br />
      {address.city} {address.zip}
      {address.state ? <>, {address.state}</> : null}
      <br />
      {address.country}
      <br />
      <span dir="ltr">{address.phone}</span>
    </address>
  );
}
