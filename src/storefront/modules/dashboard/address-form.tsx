import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import type { Country } from '@/shared/contracts/content';
import { pinStateMismatch } from '@/shared/india-states';
import { countryName, stateName } from '@/shared/place-names';
import { useListCountriesQuery } from '@/storefront/modules/account/account-api';
import { type AddressBody, LATITUDE_PLACEHOLDER, LONGITUDE_PLACEHOLDER, type SavedAddress } from '@/storefront/modules/account/account-types';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useFieldErrors } from '@/storefront/modules/common/use-field-errors';
import { isPhone, normaliseUsername } from '@/storefront/modules/common/username';
import { useSite } from '@/storefront/modules/common/site-context';

export interface AddressFormProps {
  /** The address being edited, or none for a new one. */
  address?: SavedAddress;
  error: string | null;
  busy: boolean;
  onSubmit: (address: AddressBody) => void;
  onCancel: () => void;
}

type TextField = 'fname' | 'lname' | 'address1' | 'address2' | 'city' | 'zipcode' | 'province' | 'phone';
const REQUIRED: readonly TextField[] = ['fname', 'lname', 'address1', 'city', 'zipcode', 'phone'];
type Values = Record<TextField, string> & { countryId: number | null; stateId: number | null; isDefault: boolean };

function initialValues(address: SavedAddress | undefined, countries: Country[], siteCodes: string[]): Values {
  const codes = siteCodes.map((code) => code.toUpperCase());
  const fallback = countries.find((country) => codes.includes(country.code.toUpperCase())) ?? null;
  return {
    fname: address?.fname ?? '',
    lname: address?.lname ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    zipcode: address?.zipcode ?? '',
    province: address?.province ?? '',
    phone: address?.phone ?? '',
    countryId: address?.countryId ?? fallback?.countryId ?? null,
    stateId: address?.stateId ?? null,
    isDefault: address?.isDefault ?? false,
  };
}

/**
 * Add or edit a saved address; countries and states come from `GET /api/cart/countries` (languageID 1:
 * the English names addresses keep), each shown in the shopper's language.
 */
export function AddressForm(props: AddressFormProps) {
  const { data: countries } = useListCountriesQuery();
  // The form starts once the countries are known, so the site's country can be chosen for a new address.
  if (!countries) return <p role="status"><span className="spinner" aria-hidden="true" /></p>;
  return <AddressFields {...props} countries={countries} />;
}

function AddressFields({ address, error, busy, onSubmit, onCancel, countries }: AddressFormProps & { countries: Country[] }) {
  const { t, i18n } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const language = i18n.language ?? 'en';
  const { site } = useSite();
  const ids = useId();
  const [values, setValues] = useState(() => initialValues(address, countries, [site.store_code_2, site.storeCode]));
  const country = countries.find((candidate) => candidate.countryId === values.countryId);
  const state = country?.states.find((candidate) => candidate.stateId === values.stateId);
  const problems: Partial<Record<TextField | 'countryId', string>> = {};
  for (const field of REQUIRED) if (!values[field].trim()) problems[field] = tAuth('validation.required', { field: t(`addresses.fields.${field}`) });
  if (!problems.phone && !isPhone(values.phone)) problems.phone = tAuth('validation.phone');
  if (!country) problems.countryId = tAuth('validation.required', { field: t('addresses.fields.country') });
  // An Indian PIN code must belong to the state chosen (the services refuse it too).
  if (!problems.zipcode && country && state && pinStateMismatch({ country: country.name, state: state.name, zip: values.zipcode })) {
    problems.zipcode = t('addresses.pinState', { pin: values.zipcode.trim(), state: stateName(state.name, country.name, language) });
  }
  // Re-checked on every change: an error goes away as soon as its field is right.
  const { errors: invalid, validate } = useFieldErrors(problems);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate() || !country) return;
    onSubmit({
      fname: values.fname.trim(),
      lname: values.lname.trim(),
      address1: values.address1.trim(),
      address2: values.address2.trim(),
      city: values.city.trim(),
      zipcode: values.zipcode.trim(),
      province: values.province.trim(),
      phone: normaliseUsername(values.phone, country.phoneCode || site.phoneCode),
      country: country.name,
      countryId: country.countryId,
      state: state?.name ?? '',
      stateId: state?.stateId ?? null,
      latitude: LATITUDE_PLACEHOLDER,
      longitude: LONGITUDE_PLACEHOLDER,
      isDefault: values.isDefault,
    });
  }

  const text = (field: TextField, autoComplete: string, type = 'text') => (
    <FormField label={t(`addresses.fields.${field}`)} name={field} type={type} autoComplete={autoComplete} value={values[field]}
      error={invalid[field]} onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))} />
  );
  const select = (field: 'countryId' | 'stateId', options: { id: number; name: string }[], placeholder: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`${ids}-${field}`} className={formStyles.label}>
        {t(`addresses.fields.${field === 'countryId' ? 'country' : 'state'}`)}
      </label>
      <select id={`${ids}-${field}`} name={field} className={formStyles.select} value={values[field] ?? ''}
        aria-invalid={invalid[field as 'countryId'] ? true : undefined}
        onChange={(event) => {
          const id = event.target.value ? Number(event.target.value) : null;
          setValues((current) => (field === 'countryId' ? { ...current, countryId: id, stateId: null } : { ...current, stateId: id }));
        }}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {field === 'countryId' && invalid.countryId && <p className={formStyles.error}>{invalid.countryId}</p>}
    </div>
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={address ? t('addresses.editTitle') : t('addresses.addTitle')}>
      <div className={formStyles.row}>
        {text('fname', 'given-name')}
        {text('lname', 'family-name')}
      </div>
      {text('address1', 'address-line1')}
      {text('address2', 'address-line2')}
      <div className={formStyles.row}>
        {select('countryId', countries.map((item) => ({ id: item.countryId, name: countryName(item.name, language) })), t('addresses.chooseCountry'))}
        {select('stateId', (country?.states ?? []).map((item) => ({ id: item.stateId, name: stateName(item.name, country?.name ?? '', language) })), t('addresses.chooseState'))}
      </div>
      <div className={formStyles.row}>
        {text('city', 'address-level2')}
        {text('zipcode', 'postal-code')}
      </div>
      <div className={formStyles.row}>
        {text('province', 'address-level3')}
        {text('phone', 'tel', 'tel')}
      </div>
      <label className={formStyles.check}>
        <input type="checkbox" name="isDefault" checked={values.isDefault}
          onChange={(event) => setValues((current) => ({ ...current, isDefault: event.target.checked }))} />
        {t('addresses.fields.isDefault')}
      </label>
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {t('addresses.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
