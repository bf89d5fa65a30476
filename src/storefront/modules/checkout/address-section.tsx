import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import type { Order } from '@/shared/contracts/order-placement';
import type { Country } from '@/shared/contracts/content';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { useListCountriesQuery } from '@/storefront/modules/account/account-api';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { stillWrong } from '@/storefront/modules/common/use-field-errors';
import { useSite } from '@/storefront/modules/common/site-context';
import { AddressFields } from './address-fields';
import { useGetAddressListQuery, useSaveAddressMutation } from './checkout-api';
import {
  type AddressProblems,
  type AddressValues,
  addressValues,
  emptyAddress,
  savedAddressValues,
  toAddressArgs,
  validateAddress,
  validateEmail,
} from './checkout-form';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import addressStyles from './checkout-address.module.css';
import styles from './checkout.module.css';

export interface AddressSectionProps {
  cart: Cart;
  /** After a declined card payment: the order's addresses, offered again (the restored cart has none). */
  previous?: Pick<Order, 'email' | 'billingAddress' | 'shippingAddress'> | null;
  user: AuthUser | null;
  onSaved: (cart: Cart) => void;
  onCancel?: () => void;
}

const NEW = 'new';

/**
 * Contact and address: a signed-in shopper picks a saved address (`address_list`) or types a new
 * one (and may save it to their list); a guest types one with their e-mail. "Billing address
 * different" adds a second form. `PUT /api/cart/` add_address; its cart replaces the stored one.
 */
export function AddressSection(props: AddressSectionProps) {
  const { data: countries, isError } = useListCountriesQuery();
  // A signed-in shopper's saved addresses decide what the form starts with: wait for them, so the
  // new-address fields never appear and then vanish under the shopper's hands.
  const { isLoading: listLoading } = useGetAddressListQuery(props.cart.cartID, { skip: !props.user });
  const { t } = useTranslation('checkout');
  if (isError) return <FormAlert>{t('errors.countries')}</FormAlert>;
  if (!countries || listLoading) return <p role="status"><span className="spinner" aria-hidden="true" /> {t('loading')}</p>;
  return <AddressForm {...props} countries={countries} />;
}

function AddressForm({ cart, user, onSaved, onCancel, countries, previous }: AddressSectionProps & { countries: Country[] }) {
  const { t } = useTranslation('checkout');
  const { site } = useSite();
  const siteCountry = countries.find((country) => [site.store_code_2, site.storeCode].map((code) => code.toUpperCase()).includes(country.code.toUpperCase()))?.name ?? '';
  const { data: list, isError: listFailed } = useGetAddressListQuery(cart.cartID, { skip: !user });
  const saved = list?.addresses ?? [];
  const [save, { isLoading }] = useSaveAddressMutation();

  const current = cart.checkout.billingAddress || !previous
    ? cart.checkout
    : {
        ...cart.checkout,
        billingAddress: previous.billingAddress,
        shippingAddress: previous.shippingAddress,
        billingEmail: cart.checkout.billingEmail ?? previous.email,
        billingAddressDifferent: JSON.stringify(previous.billingAddress) === JSON.stringify(previous.shippingAddress) ? ('No' as const) : ('Yes' as const),
      };
  const different = current.billingAddressDifferent === 'Yes';
  const [email, setEmail] = useState(current.billingEmail ?? user?.email ?? '');
  const [choice, setChoice] = useState<string>(() => (list?.selectedShippingID ? String(list.selectedShippingID) : NEW));
  const [delivery, setDelivery] = useState<AddressValues>(() => {
    const source = different ? current.shippingAddress : current.billingAddress;
    return source ? addressValues(source) : { ...emptyAddress(siteCountry), firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', phone: user?.phone ?? '' };
  });
  const [billingDifferent, setBillingDifferent] = useState(different);
  const [billing, setBilling] = useState<AddressValues>(() => (different && current.billingAddress ? addressValues(current.billingAddress) : emptyAddress(siteCountry)));
  const [saveToList, setSaveToList] = useState(false);
  const [problems, setProblems] = useState<{ email?: string; delivery: AddressProblems; billing: AddressProblems }>({ delivery: {}, billing: {} });
  const [error, setError] = useState<string | null>(null);

  const chosenSaved = saved.find((address) => String(address.addressID) === choice);
  // What is wrong with the form as it is now; a problem found at submit is shown only while it
  // still is one, so an error clears as soon as its field is put right.
  const problemsNow = {
    email: validateEmail(email) ? t(`validation.${validateEmail(email)}`, { field: t('fields.email') }) : undefined,
    delivery: chosenSaved ? {} : validateAddress(delivery, site.storeCode),
    billing: billingDifferent ? validateAddress(billing, site.storeCode) : {},
  };
  const shown = {
    email: problems.email ? problemsNow.email : undefined,
    delivery: stillWrong(problems.delivery, problemsNow.delivery),
    billing: stillWrong(problems.billing, problemsNow.billing),
  };
  const stillShown = Boolean(shown.email) || Object.keys(shown.delivery).length > 0 || Object.keys(shown.billing).length > 0;
  // Once the list arrives, start from the address the cart last shipped to (or the default one).
  const [listSeen, setListSeen] = useState(false);
  if (list && !listSeen) {
    setListSeen(true);
    const preferred = list.addresses.find((address) => address.addressID === list.selectedShippingID) ?? (current.billingAddress ? undefined : list.addresses.find((address) => address.isDefault));
    if (preferred) setChoice(String(preferred.addressID));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const deliveryValues = chosenSaved ? savedAddressValues(chosenSaved) : delivery;
    const next = problemsNow;
    setProblems(next);
    if (next.email || Object.keys(next.delivery).length > 0 || Object.keys(next.billing).length > 0) return;
    const args = toAddressArgs({
      cartID: cart.cartID,
      email,
      billing: billingDifferent ? billing : deliveryValues,
      shipping: billingDifferent ? deliveryValues : null,
      shippingID: chosenSaved?.addressID,
      saveToList: Boolean(user) && !chosenSaved && saveToList,
      phoneCode: site.phoneCode,
    });
    const result = await save(args);
    if (result.error) {
      const message = checkoutErrorMessage(result.error, t('errors.address'));
      setError(message);
      return;
    }
    onSaved(result.data);
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('address.formLabel')}>
      <FormField label={t('fields.email')} type="email" name="email" autoComplete="email" value={email} error={shown.email}
        hint={user ? undefined : t('address.emailHint')} onChange={(event) => setEmail(event.target.value)} />

      {user && listFailed ? <FormAlert>{t('errors.addressList')}</FormAlert> : null}
      {user && saved.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={formStyles.label}>{t('address.savedLegend')}</legend>
          {saved.map((address) => (
            <label key={address.addressID} className={styles.choice}>
              <input type="radio" name="saved-address" value={address.addressID} checked={choice === String(address.addressID)} onChange={() => setChoice(String(address.addressID))} />
              <span>
                <strong>{address.fname} {address.lname}</strong>
                <span className={styles.choiceText}>{[address.address1, address.address2, address.city, address.zipcode].filter(Boolean).join(', ')}</span>
              </span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="saved-address" value={NEW} checked={choice === NEW} onChange={() => setChoice(NEW)} />
            <span><strong>{t('address.useNew')}</strong></span>
          </label>
        </fieldset>
      ) : null}

      {!chosenSaved ? (
        <AddressFields legend={t('address.deliveryLegend')} values={delivery} problems={shown.delivery} countries={countries}
          storeCode={site.storeCode} onChange={setDelivery} />
      ) : null}
      {user && !chosenSaved ? (
        <label className={formStyles.check}>
          <input type="checkbox" checked={saveToList} onChange={(event) => setSaveToList(event.target.checked)} />
          {t('address.saveToList')}
        </label>
      ) : null}

      <fieldset className={styles.inlineChoices}>
        <legend className={formStyles.label}>{t('address.billingDifferent')}</legend>
        <label className={formStyles.check}>
          <input type="radio" name="billing-different" checked={!billingDifferent} onChange={() => setBillingDifferent(false)} />
          {t('address.billingSame')}
        </label>
        <label className={formStyles.check}>
          <input type="radio" name="billing-different" checked={billingDifferent} onChange={() => setBillingDifferent(true)} />
          {t('address.billingOther')}
        </label>
      </fieldset>
      {billingDifferent ? (
        <AddressFields legend={t('address.billingLegend')} values={billing} problems={shown.billing} countries={countries}
          storeCode={site.storeCode} onChange={setBilling} />
      ) : null}

      {/* "Check the fields" while a field shown wrong is still wrong; it goes with the last of them. */}
      <FormAlert>{error ?? (stillShown ? t('errors.checkFields') : null)}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className={`button ${addressStyles.wide}`} disabled={isLoading}>
          {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
          {t('address.submit')}
        </button>
        {onCancel ? <button type="button" className={formStyles.linkButton} onClick={onCancel}>{t('cancel')}</button> : null}
      </div>
    </form>
  );
}
