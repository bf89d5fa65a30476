import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert, FormField, FormNotice } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { isOtp } from '@/storefront/modules/common/username';
import { CaptchaSlot } from './auth-card';

export interface CodeStepProps {
  /** Where the code went (shown to the shopper). */
  sentTo: string;
  submitLabel: string;
  captchaWidget: ReactNode;
  /** Seconds before another code may be asked for. */
  resendIn: number;
  error: string | null;
  notice: string | null;
  busy: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChange?: () => void;
}

/** The second step of every code flow: the code, a resend button behind its timer, and the verify button. */
export function CodeStep({ sentTo, submitLabel, captchaWidget, resendIn, error, notice, busy, onVerify, onResend, onChange }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isOtp(otp)) return setInvalid(true);
    setInvalid(false);
    onVerify(otp.trim());
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FormNotice>{notice ?? t('code.sentTo', { to: sentTo })}</FormNotice>
      <FormField label={t('code.label')} name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))} error={invalid ? t('validation.otp') : null} />
      <CaptchaSlot>{captchaWidget}</CaptchaSlot>
      <FormAlert>{error}</FormAlert>
      <button type="submit" className={`button ${formStyles.submit}`} disabled={busy}>
        {submitLabel}
      </button>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.linkButton} disabled={resendIn > 0 || busy} onClick={onResend}>
          {resendIn > 0 ? t('code.resendIn', { seconds: resendIn }) : t('code.resend')}
        </button>
        {onChange && (
          <button type="button" className={formStyles.linkButton} onClick={onChange}>
            {t('code.change')}
          </button>
        )}
      </div>
    </form>
  );
}
