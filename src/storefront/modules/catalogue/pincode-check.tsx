import { useTranslation } from '@/storefront/lib/i18n';
import { type FormEvent, useId, useState } from 'react';
import { useKeptBeforeHydration } from '@/storefront/modules/common/kept-before-hydration';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { useSite } from '@/storefront/modules/common/site-context';
import { useDeferredQuery } from '@/storefront/api/deferred-query';
import styles from './pincode-check.module.css';

/** India takes 6-digit PIN codes; other subsites' area codes (`DXB-01`) are left to the services to judge. */
const PIN_PATTERNS: Record<string, RegExp> = { in: /^\d{6}$/ };

// The call's code (RTK Query) and the answer's load with the first check: the product page's first
// load carries neither. An answer exists only once the call has loaded, and the answer's code with it.
let PincodeAnswer: typeof import('./pincode-answer').PincodeAnswer | undefined;
const loadCheckPincode = () =>
  Promise.all([import('./catalogue-api'), import('./pincode-answer')]).then(([{ catalogueApi }, answer]) => {
    PincodeAnswer = answer.PincodeAnswer;
    return catalogueApi.endpoints.checkPincode;
  });

export function isValidPin(storeCode: string, pin: string): boolean {
  const pattern = PIN_PATTERNS[storeCode];
  return pattern ? pattern.test(pin) : pin.length > 0 && pin.length <= 12;
}

/**
 * "Deliver to": the shopper's pin → deliverable or not, by when, and cash on delivery
 * (`GET /api/products/{id}/pincode/{pin}`). A malformed pin is caught here with the same
 * message the services' 400 gets; what the shopper typed stays in the box.
 */
export function PincodeCheck({ productID }: { productID: number }) {
  const { t } = useTranslation('product');
  const { site } = useSite();
  const id = useId();
  const [pin, setPin] = useState('');
  const onPinChange = (event: { target: HTMLInputElement }) => setPin(event.target.value);
  // Typed before the page hydrated (a slow phone): kept.
  const input = useKeptBeforeHydration(onPinChange, { value: pin });
  const [invalid, setInvalid] = useState(false);
  const [asked, setAsked] = useState<{ productID: number; pin: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { data: result, isFetching, isError, error } = useDeferredQuery(loadCheckPincode, asked, { attempt });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = pin.trim().toUpperCase();
    if (!isValidPin(site.storeCode, value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    // The same pin asked again is asked of the services again, as the lazy query's trigger did.
    if (asked?.productID === productID && asked.pin === value) setAttempt((count) => count + 1);
    else setAsked({ productID, pin: value });
  };

  const badInput = invalid || (isError && (error as { status?: unknown } | undefined)?.status === 400);

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Icon name="truck" size={20} />
        {t('pincode.title')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={id} className="visually-hidden">
          {t(`pincode.label.${site.storeCode}`, { defaultValue: t('pincode.label.in') })}
        </label>
        <input
          ref={input}
          id={id}
          value={pin}
          onChange={onPinChange}
          inputMode={site.storeCode === 'in' ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={12}
          placeholder={t(`pincode.label.${site.storeCode}`, { defaultValue: t('pincode.label.in') })}
          aria-invalid={badInput || undefined}
          aria-describedby={`${id}-result`}
          className={styles.input}
        />
        <button type="submit" className="button button-secondary" disabled={isFetching}>
          {isFetching ? <span className="spinner" aria-hidden="true" /> : null}
          {t('pincode.check')}
        </button>
      </form>
      <div id={`${id}-result`} role="status" aria-live="polite" className={styles.result}>
        {badInput ? (
          <p className={styles.bad}>{t(`pincode.invalid.${site.storeCode}`, { defaultValue: t('pincode.invalid.in') })}</p>
        ) : isError ? (
          <p className={styles.bad}>{t('pincode.failed')}</p>
        ) : result && !isFetching && PincodeAnswer ? (
          <PincodeAnswer result={result} />
        ) : null}
      </div>
    </section>
  );
}
