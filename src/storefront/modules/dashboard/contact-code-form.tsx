import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { useVerifyContactMutation } from '@/storefront/modules/account/account-api';
import { FormAlert, FormField, FormNotice } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { isOtp } from '@/storefront/modules/common/username';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';

export interface ContactCodeFormProps {
  userID: number;
  kind: 'email' | 'phone';
  /** The new e-mail or phone the code went to. */
  value: string;
  /** The account with the new contact applied. */
  onVerified: (user: AuthUser) => void;
}

/**
 * A new e-mail or phone is applied only with the code sent to it (`POST user/contact-verify`);
 * until then the profile keeps the old one.
 */
export function ContactCodeForm({ userID, kind, value, onVerified }: ContactCodeFormProps) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const failureText = useFailureText();
  const [verifyContact, { isLoading }] = useVerifyContactMutation();
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isOtp(otp)) return setInvalid(true);
    setInvalid(false);
    setError(null);
    const result = await verifyContact({ userID, otp: otp.trim(), ...(kind === 'email' ? { email: value } : { phone: value }) });
    if (result.error || !result.data) return setError(failureText(result.error));
    onVerified(result.data);
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormNotice>{t('profile.confirm.sentTo', { to: value })}</FormNotice>
      <FormField label={t(`profile.confirm.${kind}`)} name={`${kind}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))} error={invalid ? tAuth('validation.otp') : null} />
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={isLoading}>
          {t('profile.confirm.submit')}
        </button>
      </div>
    </form>
  );
}
