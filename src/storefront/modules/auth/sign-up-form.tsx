import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import { useFieldErrors } from '@/storefront/modules/common/use-field-errors';
import formStyles from '@/storefront/modules/common/form.module.css';
import { isEmail, isPhone, isStrongPassword, normaliseUsername } from '@/storefront/modules/common/username';
import { useSite } from '@/storefront/modules/common/site-context';
import { CaptchaSlot } from './auth-card';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export interface SignUpFormProps {
  captchaWidget: ReactNode;
  error: string | null;
  busy: boolean;
  onSubmit: (details: SignUpDetails) => void;
}

type Field = keyof SignUpDetails;
const EMPTY: SignUpDetails = { firstName: '', lastName: '', email: '', phone: '', password: '' };

/** The new shopper's details, checked here first so nothing typed is lost to a round trip. */
export function SignUpForm({ captchaWidget, error, busy, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation('auth');
  const { site } = useSite();
  const [values, setValues] = useState(EMPTY);

  function check(): Partial<Record<Field, string>> {
    const problems: Partial<Record<Field, string>> = {};
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'password'] as const) {
      if (!values[field].trim()) problems[field] = t('validation.required', { field: t(`signUp.${field}`) });
    }
    if (!problems.email && !isEmail(values.email)) problems.email = t('validation.email');
    if (!problems.phone && !isPhone(values.phone)) problems.phone = t('validation.phone');
    if (!problems.password && !isStrongPassword(values.password)) problems.password = t('validation.password');
    return problems;
  }
  // Re-checked on every change: an error goes away as soon as its field is right.
  const { errors: invalid, validate } = useFieldErrors(check());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    onSubmit({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim().toLowerCase(),
      phone: normaliseUsername(values.phone, site.phoneCode),
      password: values.password,
    });
  }

  const field = (name: Field, autoComplete: string, type = 'text') => (
    <FormField label={t(`signUp.${name}`)} name={name} type={type} autoComplete={autoComplete} value={values[name]} error={invalid[name]}
      hint={name === 'password' ? t('signUp.passwordHint') : undefined}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))} />
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.row}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('password', 'new-password', 'password')}
      <CaptchaSlot>{captchaWidget}</CaptchaSlot>
      <FormAlert>{error}</FormAlert>
      <button type="submit" className={`button ${formStyles.submit}`} disabled={busy}>
        {t('signUp.submit')}
      </button>
    </form>
  );
}
