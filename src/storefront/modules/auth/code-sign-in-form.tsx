import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormField } from '@/storefront/modules/account/form-field';
import formStyles from '@/storefront/modules/account/form.module.css';
import { normaliseUsername } from '@/storefront/modules/account/username';
import { useCaptcha } from '@/storefront/modules/captcha/use-captcha';
import { useSite } from '@/storefront/modules/common/site-context';
import { useRequestSignInCodeMutation, useVerifySignInCodeMutation } from './auth-api';
import { CaptchaSlot } from './auth-card';
import { CodeStep } from './code-step';
import type { SignInFormProps } from './password-sign-in-form';
import { useCountdown } from './use-countdown';
import { useFailureText } from './use-failure-text';
import { useSession } from './use-session';

/** `auth/login-otp` sends a code to the e-mail or phone; `auth/otp-verify` signs in with it. */
export function CodeSignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { site } = useSite();
  const captcha = useCaptcha();
  const failureText = useFailureText();
  const { completeSignIn } = useSession();
  const countdown = useCountdown();
  const [requestCode] = useRequestSignInCodeMutation();
  const [verifyCode] = useVerifySignInCodeMutation();
  const [input, setInput] = useState('');
  const [username, setUsername] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function withCaptcha(call: (reCaptchaToken: string) => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      const token = await captcha.getToken().catch(() => null);
      if (token) await call(token);
      else setError(t('captcha.failed'));
    } finally {
      setBusy(false);
    }
  }

  const send = (to: string, resend: boolean) =>
    withCaptcha(async (reCaptchaToken) => {
      const result = await requestCode({ username: to, reCaptchaToken });
      if (result.error) return setError(failureText(result.error));
      setUsername(to);
      setNotice(resend ? t('code.resent') : null);
      countdown.restart(result.data.responseBody?.resendAfterSeconds);
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim()) return setError(t('validation.required', { field: t('signIn.username') }));
    void send(normaliseUsername(input, site.phoneCode), false);
  }

  const verify = (otp: string) =>
    withCaptcha(async (reCaptchaToken) => {
      const result = await verifyCode({ username: username ?? '', otp, reCaptchaToken });
      if (result.error) return setError(failureText(result.error));
      await completeSignIn(result.data.responseBody);
      onSignedIn();
    });

  if (username) {
    return (
      <CodeStep sentTo={username} submitLabel={t('code.verify')} captchaWidget={captcha.widget} resendIn={countdown.left}
        error={error} notice={notice} busy={busy} onVerify={(otp) => void verify(otp)} onResend={() => void send(username, true)}
        onChange={() => { setUsername(null); setError(null); }} />
    );
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormField label={t('signIn.username')} name="username" autoComplete="username" dir="auto" value={input}
        onChange={(event) => setInput(event.target.value)} hint={t('signIn.usernameHint', { phoneCode: site.phoneCode })} />
      <CaptchaSlot>{captcha.widget}</CaptchaSlot>
      <FormAlert>{error}</FormAlert>
      <button type="submit" className={`button ${formStyles.submit}`} disabled={busy}>
        {t('code.send')}
      </button>
    </form>
  );
}
