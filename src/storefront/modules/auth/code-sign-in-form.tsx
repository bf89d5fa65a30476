import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useState } from 'react';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { normaliseUsername } from '@/storefront/modules/common/username';
import { useSite } from '@/storefront/modules/common/site-context';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { requestSignInCodeCall, verifySignInCodeCall } from './auth-calls';
import { CaptchaSlot } from './auth-card';
import { CodeStep } from './code-step';
import type { SignInFormProps } from './password-sign-in-form';
import { useCodeFlow } from './use-code-flow';
import { useSession } from './use-session';

/** `auth/login-otp` sends a code to the e-mail or phone; `auth/otp-verify` signs in with it. */
export function CodeSignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const { site } = useSite();
  const { completeSignIn } = useSession();
  const { captcha, countdown, error, setError, notice, busy, withCaptcha, fail, codeSent } = useCodeFlow();
  const [requestCode] = useDeferredMutation(requestSignInCodeCall);
  const [verifyCode] = useDeferredMutation(verifySignInCodeCall);
  const [input, setInput] = useState('');
  const [username, setUsername] = useState<string | null>(null);

  const send = (to: string, resend: boolean) =>
    withCaptcha(async (reCaptchaToken) => {
      const result = await requestCode({ username: to, reCaptchaToken });
      if (result.error) return fail(result.error);
      setUsername(to);
      codeSent(resend, result.data.responseBody?.resendAfterSeconds);
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input.trim()) return setError(t('validation.required', { field: t('signIn.username') }));
    void send(normaliseUsername(input, site.phoneCode), false);
  }

  const verify = (otp: string) =>
    withCaptcha(async (reCaptchaToken) => {
      const result = await verifyCode({ username: username ?? '', otp, reCaptchaToken });
      if (result.error) return fail(result.error);
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
