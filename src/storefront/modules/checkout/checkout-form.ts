import type { SavedAddress } from '@/shared/contracts/account';
import { pinStateMismatch } from '@/shared/india-states';
import { LATITUDE_PLACEHOLDER, LONGITUDE_PLACEHOLDER } from '@/storefront/modules/account/account-types';
import { isEmail, isPhone, normaliseUsername } from '@/storefront/modules/common/username';
import type { AddressArgs } from './checkout-api';
import type { OrderAddress } from './checkout-types';

/**
 * The address form of /checkout: what the shopper types, the checks made before anything is
 * sent (the services check again and name the field), and the `add_address` body it becomes.
 */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'zip', 'state', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressProblem = 'required' | 'phone' | 'zip' | 'email' | 'tooLong' | 'pinState';
export type AddressProblems = Partial<Record<AddressField | 'email', AddressProblem>>;

const REQUIRED: readonly AddressField[] = ['firstName', 'lastName', 'address1', 'city', 'zip', 'country', 'phone'];
const MAX_LENGTH: Record<AddressField, number> = {
  firstName: 80, lastName: 80, address1: 200, address2: 200, city: 100, zip: 12, state: 100, country: 100, phone: 30,
};
/** India's 6-digit PIN codes; elsewhere the contract's postal-code form (2 to 12 letters or digits). */
const ZIP_PATTERNS: Record<string, RegExp> = { in: /^\d{6}$/ };
const ANY_ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

export const emptyAddress = (country = ''): AddressValues => ({
  firstName: '', lastName: '', address1: '', address2: '', city: '', zip: '', state: '', country, phone: '',
});

/** An address already on the cart (or an order), back into the form to change it. */
export function addressValues(address: OrderAddress): AddressValues {
  return { ...address };
}

export function savedAddressValues(address: SavedAddress): AddressValues {
  return {
    firstName: address.fname, lastName: address.lname, address1: address.address1, address2: address.address2,
    city: address.city, zip: address.zipcode, state: address.state, country: address.country, phone: address.phone,
  };
}

export function validateAddress(values: AddressValues, storeCode: string): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of ADDRESS_FIELDS) {
    const value = values[field].trim();
    if (REQUIRED.includes(field) && !value) problems[field] = 'required';
    else if (value.length > MAX_LENGTH[field]) problems[field] = 'tooLong';
  }
  const zip = values.zip.trim();
  if (!problems.zip && !(ZIP_PATTERNS[storeCode] ?? ANY_ZIP).test(zip)) problems.zip = 'zip';
  // An Indian PIN code must belong to the state chosen (the services refuse it too).
  if (!problems.zip && pinStateMismatch({ country: values.country, state: values.state, zip })) problems.zip = 'pinState';
  if (!problems.phone && !isPhone(values.phone)) problems.phone = 'phone';
  return problems;
}

export function validateEmail(email: string): AddressProblem | undefined {
  if (!email.trim()) return 'required';
  return isEmail(email) ? undefined : 'email';
}

export interface AddressSubmission {
  cartID: string;
  email: string;
  billing: AddressValues;
  /** The shipping address when it differs from the billing one. */
  shipping: AddressValues | null;
  /** A saved address (signed-in shoppers) to ship to. */
  shippingID?: number;
  saveToList: boolean;
  phoneCode: string;
}

const trimmed = (values: AddressValues, phoneCode: string): AddressValues => {
  const out = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()])) as AddressValues;
  out.zip = out.zip.toUpperCase();
  out.phone = normaliseUsername(out.phone, phoneCode);
  return out;
};

/** The `add_address` body: billing fields always, shipping fields only when they differ. */
export function toAddressArgs({ cartID, email, billing, shipping, shippingID, saveToList, phoneCode }: AddressSubmission): AddressArgs {
  const b = trimmed(billing, phoneCode);
  const args: AddressArgs = {
    cartID,
    billingFirstName: b.firstName,
    billingLastName: b.lastName,
    billingAddress1: b.address1,
    billingAddress2: b.address2,
    billingCity: b.city,
    billingZip: b.zip,
    billingState: b.state,
    billingCountry: b.country,
    billingPhone: b.phone,
    billingEmail: email.trim().toLowerCase(),
    billingAddressDifferent: shipping ? 'Yes' : 'No',
    shippingSaveToList: saveToList ? 'yes' : 'no',
    // docs/requirements/constants.md#addresses: latitude and longitude are sent as a literal placeholder text.
    latitude: LATITUDE_PLACEHOLDER,
    longitude: LONGITUDE_PLACEHOLDER,
  };
  if (shippingID !== undefined) args.shippingID = shippingID;
  if (shipping) {
    const s = trimmed(shipping, phoneCode);
    Object.assign(args, {
      shippingFirstName: s.firstName,
      shippingLastName: s.lastName,
      shippingAddress1: s.address1,
      shippingAddress2: s.address2,
      shippingCity: s.city,
      shippingZip: s.zip,
      shippingState: s.state,
      shippingCountry: s.country,
      shippingPhone: s.phone,
    });
  }
  return args;
}

/** One line for a collapsed section: "Asha Rao, 12 Marine Drive, Mumbai 400001". */
export function addressLine(address: Pick<OrderAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'zip'>): string {
  return [`${address.firstName} ${address.lastName}`.trim(), address.address1, address.address2, `${address.city} ${address.zip}`.trim()]
    .filter(Boolean)
    .join(', ');
}
