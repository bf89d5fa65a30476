import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { useUpdateProfileMutation } from '@/storefront/modules/account/account-api';
import type { PendingContact, ProfileBody } from '@/storefront/modules/account/account-types';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useFieldErrors } from '@/storefront/modules/common/use-field-errors';
import { isEmail, isPhone, normaliseUsername } from '@/storefront/modules/common/username';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';
import { notify } from '@/storefront/modules/common/notify';
import { useSite } from '@/storefront/modules/common/site-context';

export interface ProfileFormProps {
  user: AuthUser;
  /** The saved details, or null when the shopper cancelled; `pending`: a new e-mail or phone waiting for its code. */
  onDone: (saved: AuthUser | null, pending?: PendingContact | null) => void;
}

type Field = keyof ProfileBody;
const FIELDS: readonly [Field, string, string][] = [
  ['firstName', 'given-name', 'text'],
  ['lastName', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
];

export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const { site } = useSite();
  const failureText = useFailureText();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [values, setValues] = useState<ProfileBody>({ firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone });
  const [error, setError] = useState<string | null>(null);
  const problems: Partial<Record<Field, string>> = {};
  for (const [field] of FIELDS) if (!values[field].trim()) problems[field] = tAuth('validation.required', { field: t(`profile.${field}`) });
  if (!problems.email && !isEmail(values.email)) problems.email = tAuth('validation.email');
  if (!problems.phone && !isPhone(values.phone)) problems.phone = tAuth('validation.phone');
  // Re-checked on every change: an error goes away as soon as its field is right.
  const { errors: invalid, validate } = useFieldErrors(problems);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    setError(null);
    const body = { ...values, email: values.email.trim().toLowerCase(), phone: normaliseUsername(values.phone, site.phoneCode) };
    const result = await updateProfile({ userID: user.userID, ...body });
    if (result.error) {
      // The shopper's edits stay in the form.
      setError(failureText(result.error));
      return;
    }
    const { pendingContact = null, ...saved } = result.data ?? { ...user, ...body };
    notify('success', pendingContact ? t('profile.codeNeeded') : t('profile.saved'));
    onDone(saved, pendingContact);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.row}>
        {FIELDS.map(([field, autoComplete, type]) => (
          <FormField key={field} label={t(`profile.${field}`)} name={field} type={type} autoComplete={autoComplete} value={values[field]}
            error={invalid[field]} onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))} />
        ))}
      </div>
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={isLoading}>
          {t('profile.save')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onDone(null)}>
          {t('profile.cancel')}
        </button>
      </div>
    </form>
  );
}
