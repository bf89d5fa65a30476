import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import type { Cart } from '@/shared/contracts/cart';
import { FormAlert, FormField } from '@/storefront/modules/common/form-field';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useSaveGiftMutation } from './checkout-api';
import { checkoutErrorMessage } from '@/storefront/modules/common/checkout-error-message';
import styles from './checkout.module.css';

/** The card in the box holds at most 250 characters (the contract's limit). */
export const GIFT_MESSAGE_MAX = 250;

/** Gift options: recipient, a message with a live counter, gift wrap (`PUT /api/cart/` gift_buy). */
export function GiftForm({ cart, onDone }: { cart: Cart; onDone: () => void }) {
  const { t } = useTranslation('checkout');
  const ids = useId();
  const gift = cart.checkout.gift;
  const [isGift, setIsGift] = useState(gift !== null);
  const [recipientName, setRecipient] = useState(gift?.recipientName ?? '');
  const [giftMessage, setMessage] = useState(gift?.giftMessage ?? '');
  const [giftWrap, setWrap] = useState(gift?.giftWrap ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveGiftMutation();
  const left = GIFT_MESSAGE_MAX - giftMessage.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (isGift && !recipientName.trim()) {
      setProblem(t('validation.required', { field: t('gift.recipient') }));
      return;
    }
    setProblem(null);
    const result = await save(
      isGift
        ? { cartID: cart.cartID, isGift: 'Yes', recipientName: recipientName.trim(), giftMessage: giftMessage.trim(), giftWrap }
        : { cartID: cart.cartID, isGift: 'No', giftWrap: false },
    );
    if (result.error) {
      // docs/requirements/messages.md#checkout-messages: 'Unable to add gift details' unless the server said why.
      const message = checkoutErrorMessage(result.error, t('errors.gift'));
      setError(message);
      return;
    }
    onDone();
  }

  return (
    <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('gift.formLabel')}>
      <label className={formStyles.check}>
        <input type="checkbox" checked={isGift} onChange={(event) => setIsGift(event.target.checked)} />
        {t('gift.isGift')}
      </label>
      {isGift ? (
        <>
          <FormField label={t('gift.recipient')} name="recipientName" autoComplete="off" maxLength={80} value={recipientName} error={problem}
            onChange={(event) => setRecipient(event.target.value)} />
          <div className={formStyles.field}>
            <label htmlFor={`${ids}-message`} className={formStyles.label}>{t('gift.message')}</label>
            <textarea id={`${ids}-message`} name="giftMessage" className={`${formStyles.input} ${styles.textarea}`} rows={4} maxLength={GIFT_MESSAGE_MAX}
              value={giftMessage} aria-describedby={`${ids}-count`} onChange={(event) => setMessage(event.target.value.slice(0, GIFT_MESSAGE_MAX))} />
            <p id={`${ids}-count`} className={left <= 20 ? `${formStyles.hint} ${styles.counterLow}` : formStyles.hint} aria-live="polite">
              {t('gift.counter', { count: left, max: GIFT_MESSAGE_MAX })}
            </p>
          </div>
          <label className={formStyles.check}>
            <input type="checkbox" checked={giftWrap} onChange={(event) => setWrap(event.target.checked)} />
            {t('gift.wrap')}
          </label>
        </>
      ) : null}
      <FormAlert>{error}</FormAlert>
      <div className={formStyles.actions}>
        <button type="submit" className="button button-secondary" disabled={isLoading}>
          {isLoading ? <span className="spinner" aria-hidden="true" /> : null}
          {t('gift.submit')}
        </button>
      </div>
    </form>
  );
}
