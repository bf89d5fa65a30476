import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { FormAlert, FormField, FormNotice } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { isEmail } from '@/storefront/modules/common/username';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { requestPasswordResetCall } from './auth-calls';
import { AuthCard } from './auth-card';
import { AuthPage } from './auth-page';
import { SIGN_IN_PATH } from '@/storefront/modules/common/next-path';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';

export function ForgotPasswordTemplate(props: StorePageProps | EmptyPageProps) {
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AuthPage page={props} titleKey="forgot.title">
      <ForgotPassword />
    </AuthPage>
  );
}

/** `auth/forgot-password`: the answer never says whether the e-mail has an account, and neither does this page. */
function ForgotPassword() {
  const { t } = useTranslation('auth');
  const failureText = useFailureText();
  const [requestReset, { isLoading }] = useDeferredMutation(requestPasswordResetCall);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email)) return setInvalid(email.trim() ? t('validation.email') : t('validation.required', { field: t('forgot.email') }));
    setInvalid(null);
    setError(null);
    const address = email.trim().toLowerCase();
    const result = await requestReset({ email: address });
    if (result.error) return setError(failureText(result.error));
    setSentTo(address);
  }

  return (
    <AuthCard title={t('forgot.title')} intro={sentTo ? undefined : t('forgot.intro')} footer={<Link href={SIGN_IN_PATH}>{t('forgot.back')}</Link>}>
      {sentTo ? (
        <FormNotice>{t('forgot.sent', { email: sentTo })}</FormNotice>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <FormField label={t('forgot.email')} name="email" type="email" autoComplete="email" value={email} error={invalid}
            onChange={(event) => setEmail(event.target.value)} />
          <FormAlert>{error}</FormAlert>
          <button type="submit" className={`button ${formStyles.submit}`} disabled={isLoading}>
            {t('forgot.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
