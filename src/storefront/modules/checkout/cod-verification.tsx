import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { FormAlert, FormNotice } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { isOtp } from '@/storefront/modules/common/username';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useSendCodOtpMutation, useVerifyCodOtpMutation } from './checkout-api';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import styles from './checkout.module.css';
import paymentStyles from './checkout-payment.module.css';
import { useIsolate } from './use-isolate';

/** The services' resend cooldown; the button waits as long so the shopper is not refused. */
export const COD_RESEND_SECONDS = 30;

/**
 * Cash on delivery needs the code sent to the billing phone (`send_cod_otp`), typed back
 * (`verify_cod_otp`). Failures: the server's message, else docs/requirements/messages.md#checkout-messages's 'Unknown error'.
 */
export function CodVerification({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const ids = useId();
  const isolate = useIsolate();
  const [send, sending] = useSendCodOtpMutation();
  const [verify, verifying] = useVerifyCodOtpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wait, setWait] = useState(0);
  const { verified, codeSentTo } = cart.checkout.cod;

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const fail = (failure: unknown) => {
    const message = checkoutErrorMessage(failure, t('errors.unknown'));
    setError(message);
  };

  async function sendCode() {
    setError(null);
    const result = await send({ cartID: cart.cartID });
    if (result.error) return fail(result.error);
    setWait(COD_RESEND_SECONDS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!isOtp(code)) {
      setError(t('cod.codeInvalid'));
      return;
    }
    const result = await verify({ cartID: cart.cartID, otp: code.trim() });
    if (result.error) fail(result.error);
  }

  if (verified) {
    return (
      <p className={`${paymentStyles.codVerified} ${styles.good}`} role="status">
        <Icon name="tick-badge" size={18} />
        {t('cod.verified')}
      </p>
    );
  }

  return (
    <div className={paymentStyles.cod}>
      <p>{t('cod.intro')}</p>
      {codeSentTo ? (
        <>
          <FormNotice>{t('cod.sentTo', { phone: isolate(codeSentTo) })}</FormNotice>
          <form className={paymentStyles.codeForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('cod.formLabel')}>
            <label htmlFor={`${ids}-otp`} className={formStyles.label}>{t('cod.code')}</label>
            <div className={paymentStyles.codeRow}>
              <input id={`${ids}-otp`} name="otp" className={formStyles.input} value={code} dir="ltr" inputMode="numeric" autoComplete="one-time-code"
                maxLength={6} aria-invalid={error ? true : undefined} onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))} />
              <button type="submit" className="button" disabled={verifying.isLoading}>
                {verifying.isLoading ? <span className="spinner" aria-hidden="true" /> : null}
                {t('cod.verify')}
              </button>
            </div>
          </form>
          <button type="button" className={`${formStyles.linkButton} ${paymentStyles.resend}`} disabled={sending.isLoading || wait > 0} onClick={() => void sendCode()}>
            {wait > 0 ? t('cod.resendIn', { count: wait }) : t('cod.resend')}
          </button>
        </>
      ) : (
        <button type="button" className="button button-secondary" disabled={sending.isLoading} onClick={() => void sendCode()}>
          {sending.isLoading ? <span className="spinner" aria-hidden="true" /> : <Icon name="phone" size={18} />}
          {t('cod.send')}
        </button>
      )}
      <FormAlert>{error}</FormAlert>
    </div>
  );
}
