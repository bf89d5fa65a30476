import { useTranslation } from '@/storefront/lib/i18n';
import { useEffect, useState } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { getAppConfig } from '@/storefront/lib/config';
import { type CaptchaWidgetProps, UNAVAILABLE_TOKEN } from './captcha-types';

const SCRIPT_WAIT_MS = 8_000;

/** Hands executeRecaptcha to useCaptcha(); says so, without breaking the form, when Google's script never loads. */
function RecaptchaBridge({ register }: CaptchaWidgetProps) {
  const { t } = useTranslation('auth');
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (executeRecaptcha) return;
    const timer = setTimeout(() => setGaveUp(true), SCRIPT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [executeRecaptcha]);

  useEffect(() => {
    register(async () => {
      if (!executeRecaptcha) return UNAVAILABLE_TOKEN;
      try {
        return await executeRecaptcha('submit');
      } catch {
        return UNAVAILABLE_TOKEN;
      }
    });
    return () => register(null);
  }, [executeRecaptcha, register]);

  if (executeRecaptcha || !gaveUp) return null;
  return <p className="captcha-placeholder">{t('captcha.unavailable')}</p>;
}

/** reCAPTCHA v3 (invisible): its script is requested only by pages that render this widget. */
export default function RecaptchaWidget({ register }: CaptchaWidgetProps) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={getAppConfig().recaptchaSiteKey}>
      <RecaptchaBridge register={register} />
    </GoogleReCaptchaProvider>
  );
}
