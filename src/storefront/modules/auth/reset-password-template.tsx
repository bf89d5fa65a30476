import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { type FormEvent, useState } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { useFieldErrors } from '@/storefront/modules/common/use-field-errors';
import { FormAlert, FormField, FormNotice } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { isStrongPassword } from '@/storefront/modules/common/username';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { resetPasswordCall } from './auth-calls';
import { AuthCard } from './auth-card';
import { AuthPage } from './auth-page';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '@/storefront/modules/common/next-path';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';

export function ResetPasswordTemplate(props: StorePageProps | EmptyPageProps) {
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AuthPage page={props} titleKey="reset.title">
      <ResetPassword />
    </AuthPage>
  );
}

/** The page the reset e-mail links to (`?token=`); the token is read in the browser, as static pages cannot see queries. */
function ResetPassword() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const failureText = useFailureText();
  const [resetPassword, { isLoading }] = useDeferredMutation(resetPasswordCall);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  // Re-checked on every change: an error goes away as soon as its field is right.
  const { errors: invalid, validate } = useFieldErrors({
    password: isStrongPassword(password) ? undefined : t('validation.password'),
    confirm: password === confirm ? undefined : t('validation.mismatch'),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    setError(null);
    const result = await resetPassword({ token, password });
    if (result.error) return setError(failureText(result.error));
    setDone(true);
  }

  const footer = done ? <Link href={SIGN_IN_PATH}>{t('reset.signIn')}</Link> : <Link href={FORGOT_PASSWORD_PATH}>{t('reset.askAgain')}</Link>;
  return (
    <AuthCard title={t('reset.title')} footer={footer}>
      {done ? (
        <FormNotice>{t('reset.done')}</FormNotice>
      ) : router.isReady && !token ? (
        <FormAlert>{t('reset.missingToken')}</FormAlert>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <FormField label={t('reset.password')} name="password" type="password" autoComplete="new-password" value={password}
            error={invalid.password} hint={t('signUp.passwordHint')} onChange={(event) => setPassword(event.target.value)} />
          <FormField label={t('reset.confirm')} name="confirm" type="password" autoComplete="new-password" value={confirm}
            error={invalid.confirm} onChange={(event) => setConfirm(event.target.value)} />
          <FormAlert>{error}</FormAlert>
          <button type="submit" className={`button ${formStyles.submit}`} disabled={isLoading || !token}>
            {t('reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
