import type { AddAddressBody } from './contracts/cart-modes';
import type { OrderAddress } from './contracts/checkout';

/**
 * The addresses of checkout and orders as the services shape them, shared with the mocks so both
 * answer alike. Pure: the browser's mock worker imports it.
 */

/** The body fields the shipping side needs when `billingAddressDifferent` is Yes. */
export const SHIPPING_REQUIRED = ['shippingFirstName', 'shippingLastName', 'shippingAddress1', 'shippingCity', 'shippingZip', 'shippingCountry', 'shippingPhone'] as const;

const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'zip', 'state', 'country', 'phone'] as const;

type AddressFields = Partial<Record<keyof OrderAddress, string | null>>;

/** An address as an order keeps it: every field a string, '' where missing. */
export function orderAddressOf(address: AddressFields): OrderAddress {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as OrderAddress;
}

/** Pin codes are kept trimmed and upper-case (UAE codes may have letters). */
const withCleanZip = (address: OrderAddress): OrderAddress => ({ ...address, zip: address.zip.trim().toUpperCase() });

/** The billing or shipping side of an `add_address` body (`billingFirstName` → `firstName`, …). */
export function enteredAddressOf(body: AddAddressBody, side: 'billing' | 'shipping'): OrderAddress {
  const fields = body as unknown as Record<string, string | null | undefined>;
  const entered = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, fields[`${side}${field[0]!.toUpperCase()}${field.slice(1)}`]]));
  return withCleanZip(orderAddressOf(entered));
}

/** The fields of a saved address (the account's address book) that an order address takes. */
export interface SavedAddressFields {
  fname: string;
  lname: string;
  address1: string;
  address2?: string | null;
  city: string;
  zipcode: string;
  state?: string | null;
  country: string;
  phone: string;
}

/** A saved address as the shipping side of a cart or an order. */
export function savedAddressOf(saved: SavedAddressFields): OrderAddress {
  const { fname, lname, zipcode, ...rest } = saved;
  return withCleanZip(orderAddressOf({ ...rest, firstName: fname, lastName: lname, zip: zipcode }));
}

/** An order address in the address book's field names (the inverse of savedAddressOf). */
export function addressBookFieldsOf(address: OrderAddress) {
  const { firstName, lastName, address1, address2, city, zip, state, country, phone } = address;
  return { fname: firstName, lname: lastName, address1, address2, city, zipcode: zip, country, state, phone };
}

/** The address book already holds this address: the same name, first line, pin code and phone. */
export function inAddressBook(book: SavedAddressFields[], address: OrderAddress): boolean {
  return book.some((row) => row.fname === address.firstName && row.lname === address.lastName && row.address1 === address.address1 && row.zipcode === address.zip && row.phone === address.phone);
}

/** Where a cart ships to, and the body field that names its pin code in a 400 or 409. */
export type ShippingChoice = { address: OrderAddress; zipField: 'body.shippingZip' | 'body.billingZip' } | { missing: (typeof SHIPPING_REQUIRED)[number] };

/**
 * The shipping side of an `add_address` body: the saved address it names (the caller looks it up
 * and refuses one it cannot find), else the shipping fields when `billingAddressDifferent` is Yes
 * (`missing` names the first one left out), else the billing address.
 */
export function shippingOf(body: AddAddressBody, saved: SavedAddressFields | null): ShippingChoice {
  if (saved) return { address: savedAddressOf(saved), zipField: 'body.shippingZip' };
  if (body.billingAddressDifferent !== 'Yes') return { address: enteredAddressOf(body, 'billing'), zipField: 'body.billingZip' };
  const missing = SHIPPING_REQUIRED.find((field) => !body[field]);
  return missing ? { missing } : { address: enteredAddressOf(body, 'shipping'), zipField: 'body.shippingZip' };
}
