import { useTranslation } from '@/storefront/lib/i18n';
import { useId } from 'react';
import type { Country } from '@/shared/contracts/content';
import { countryName, stateName } from '@/shared/place-names';
import { FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import type { AddressField, AddressProblems, AddressValues } from './checkout-form';
import styles from './checkout-address.module.css';

export interface AddressFieldsProps {
  legend: string;
  values: AddressValues;
  problems: AddressProblems;
  countries: Country[];
  storeCode: string;
  onChange: (values: AddressValues) => void;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name', lastName: 'family-name', address1: 'address-line1', address2: 'address-line2', city: 'address-level2',
  zip: 'postal-code', state: 'address-level1', country: 'country-name', phone: 'tel',
};

/**
 * One address (billing or delivery) as a fieldset; countries and states from `GET /api/cart/countries`
 * (in English, the names addresses keep), each shown in the shopper's language.
 */
export function AddressFields({ legend, values, problems, countries, storeCode, onChange }: AddressFieldsProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language ?? 'en';
  const ids = useId();
  const country = countries.find((candidate) => candidate.name === values.country);
  const set = (field: AddressField, value: string) =>
    onChange(field === 'country' ? { ...values, country: value, state: '' } : { ...values, [field]: value });
  const problem = (field: AddressField) => {
    const code = problems[field];
    return code
      ? t(`validation.${code}`, { field: t(`fields.${field}`), pin: values.zip.trim(), state: stateName(values.state, values.country, language) })
      : null;
  };
  const text = (field: AddressField, extra: { type?: string; inputMode?: 'numeric' | 'tel'; hint?: string } = {}) => (
    <FormField label={t(`fields.${field}`)} name={field} autoComplete={AUTOCOMPLETE[field]} value={values[field]} error={problem(field)}
      type={extra.type ?? 'text'} inputMode={extra.inputMode} hint={extra.hint} onChange={(event) => set(field, event.target.value)} />
  );

  return (
    <fieldset className={`${formStyles.form} ${styles.fieldset}`}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={formStyles.row}>
        {text('firstName')}
        {text('lastName')}
      </div>
      {text('address1')}
      {text('address2')}
      <div className={formStyles.row}>
        <div className={formStyles.field}>
          <label htmlFor={`${ids}-country`} className={formStyles.label}>{t('fields.country')}</label>
          <select id={`${ids}-country`} name="country" className={formStyles.select} value={values.country} autoComplete="country-name"
            aria-invalid={problems.country ? true : undefined} onChange={(event) => set('country', event.target.value)}>
            <option value="">{t('chooseCountry')}</option>
            {countries.map((item) => <option key={item.countryId} value={item.name}>{countryName(item.name, language)}</option>)}
          </select>
          {problems.country ? <p className={formStyles.error}>{problem('country')}</p> : null}
        </div>
        {country && country.states.length > 0 ? (
          <div className={formStyles.field}>
            <label htmlFor={`${ids}-state`} className={formStyles.label}>{t('fields.state')}</label>
            <select id={`${ids}-state`} name="state" className={formStyles.select} value={values.state} autoComplete="address-level1"
              onChange={(event) => set('state', event.target.value)}>
              <option value="">{t('chooseState')}</option>
              {country.states.map((item) => <option key={item.stateId} value={item.name}>{stateName(item.name, country.name, language)}</option>)}
            </select>
          </div>
        ) : (
          text('state')
        )}
      </div>
      <div className={formStyles.row}>
        {text('city')}
        {text('zip', { inputMode: storeCode === 'in' ? 'numeric' : undefined })}
      </div>
      {text('phone', { type: 'tel', inputMode: 'tel', hint: t('phoneHint') })}
    </fieldset>
  );
}
