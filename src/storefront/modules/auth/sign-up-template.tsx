import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import formStyles from '@/storefront/modules/common/form.module.css';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { useDeferredMutation } from '@/storefront/api/deferred-mutation';
import { requestSignUpCodeCall, signUpCall, verifySignUpCodeCall } from './auth-calls';
import { AuthCard } from './auth-card';
import { AuthPage } from './auth-page';
import { CodeStep } from './code-step';
import { FORGOT_PASSWORD_PATH, nextPathOf, SIGN_IN_PATH } from '@/storefront/modules/common/next-path';
import { type SignUpDetails, SignUpForm } from './sign-up-form';
import { useCodeFlow } from './use-code-flow';
import { useSession } from './use-session';

export function SignUpTemplate(props: StorePageProps | EmptyPageProps) {
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AuthPage page={props} titleKey="signUp.title">
      <SignUp />
    </AuthPage>
  );
}

/**
 * Details first (`auth/sign-up`), then the phone is proven with a code (`auth/signup-phone-otp`,
 * `auth/signup-phone-otp-verify`), whose answer signs the new shopper in.
 */
function SignUp() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { completeSignIn } = useSession();
  const { captcha, countdown, error, notice, busy, withCaptcha, fail, codeSent } = useCodeFlow();
  const [signUp] = useDeferredMutation(signUpCall);
  const [requestCode] = useDeferredMutation(requestSignUpCodeCall);
  const [verifyCode] = useDeferredMutation(verifySignUpCodeCall);
  const [phone, setPhone] = useState<string | null>(null);
  // The account exists once sign-up answered: a failed code request is retried without signing up again.
  const [registered, setRegistered] = useState<string | null>(null);

  const sendCode = (phoneNumber: string, resend: boolean) =>
    withCaptcha(async (reCaptchaToken) => {
      const result = await requestCode({ phoneNumber, reCaptchaToken });
      if (result.error) return fail(result.error);
      setPhone(phoneNumber);
      codeSent(resend, result.data.responseBody?.resendAfterSeconds);
    });

  const register = (details: SignUpDetails) =>
    withCaptcha(async (reCaptchaToken) => {
      if (registered !== details.phone) {
        const result = await signUp({ ...details, reCaptchaToken });
        if (result.error) return fail(result.error);
        setRegistered(details.phone);
        // Sign-up sends the first code itself.
        if (result.data.responseBody.otpSent) {
          setPhone(details.phone);
          countdown.restart(result.data.responseBody.resendAfterSeconds);
          return;
        }
      }
      const sent = await requestCode({ phoneNumber: details.phone, reCaptchaToken: await captcha.getToken().catch(() => '') });
      if (sent.error) return fail(sent.error);
      setPhone(details.phone);
      countdown.restart(sent.data.responseBody?.resendAfterSeconds);
    });

  const verify = (otp: string) =>
    withCaptcha(async (reCaptchaToken) => {
      const result = await verifyCode({ otp, username: phone ?? '', reCaptchaToken });
      if (result.error) return fail(result.error);
      await completeSignIn(result.data.responseBody);
      void router.push(nextPathOf(router.query.next));
    });

  return (
    <AuthCard title={phone ? t('signUp.verifyTitle') : t('signUp.title')} intro={phone ? undefined : t('signUp.intro')}
      footer={
        <span>
          {t('signUp.haveAccount')} <Link href={SIGN_IN_PATH}>{t('signUp.signIn')}</Link>
        </span>
      }>
      {phone ? (
        <>
          <CodeStep sentTo={phone} submitLabel={t('signUp.verify')} captchaWidget={captcha.widget} resendIn={countdown.left}
            error={error} notice={notice} busy={busy} onVerify={(otp) => void verify(otp)} onResend={() => void sendCode(phone, true)} />
          {/* Sign-up answers alike when the e-mail or phone already has an account (its owner gets a message, not a code). */}
          <p className={formStyles.hint}>
            {t('signUp.noCode')} <Link href={SIGN_IN_PATH}>{t('signUp.signIn')}</Link> · <Link href={FORGOT_PASSWORD_PATH}>{t('signUp.resetPassword')}</Link>
          </p>
        </>
      ) : (
        <SignUpForm captchaWidget={captcha.widget} error={error} busy={busy} onSubmit={(details) => void register(details)} />
      )}
    </AuthCard>
  );
}
