import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { normaliseUsername } from '@/storefront/modules/common/username';
import { useSite } from '@/storefront/modules/common/site-context';
import { useCaptcha } from '@/storefront/modules/captcha/use-captcha';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { signInWithPasswordCall } from './auth-calls';
import { CaptchaSlot } from './auth-card';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';
import { useSession } from './use-session';

export interface SignInFormProps {
  onSignedIn: () => void;
}

/** `POST auth/login` with `{ username, password, reCaptchaToken }`. */
export function PasswordSignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { site } = useSite();
  const captcha = useCaptcha();
  const failureText = useFailureText();
  const { completeSignIn } = useSession();
  const [signIn, { isLoading, warm }] = useDeferredMutation(signInWithPasswordCall);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return setError(t('validation.required', { field: username.trim() ? t('signIn.password') : t('signIn.username') }));
    setError(null);
    setBusy(true);
    try {
      const reCaptchaToken = await captcha.getToken().catch(() => null);
      if (!reCaptchaToken) return setError(t('captcha.failed'));
      const result = await signIn({ username: normaliseUsername(username, site.phoneCode), password, reCaptchaToken });
      if (result.error) return setError(failureText(result.error));
      await completeSignIn(result.data.responseBody);
      onSignedIn();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={submit} onFocus={warm} noValidate>
      <FormField label={t('signIn.username')} name="username" autoComplete="username" dir="auto" value={username}
        onChange={(event) => setUsername(event.target.value)} hint={t('signIn.usernameHint', { phoneCode: site.phoneCode })} />
      <FormField label={t('signIn.password')} name="password" type="password" autoComplete="current-password" value={password}
        onChange={(event) => setPassword(event.target.value)} />
      <CaptchaSlot>{captcha.widget}</CaptchaSlot>
      <FormAlert>{error}</FormAlert>
      <button type="submit" className={`button ${formStyles.submit}`} disabled={busy || isLoading}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}
