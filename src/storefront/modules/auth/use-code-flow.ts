import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import { useCaptcha } from '@/storefront/modules/captcha/use-captcha';
import { useCountdown } from './use-countdown';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';

/**
 * What a form proving an e-mail or phone with a one-time code keeps: the captcha, the error and
 * notice it shows, whether a call is under way and the resend countdown. `withCaptcha` runs one
 * call with a fresh captcha token; `fail` shows a failed call; `codeSent` restarts the countdown.
 */
export function useCodeFlow() {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const failureText = useFailureText();
  const countdown = useCountdown();
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

  return {
    captcha,
    countdown,
    error,
    setError,
    notice,
    busy,
    withCaptcha,
    fail: (failed: unknown) => setError(failureText(failed)),
    codeSent: (resend: boolean, resendAfterSeconds?: number) => {
      setNotice(resend ? t('code.resent') : null);
      countdown.restart(resendAfterSeconds);
    },
  };
}
