import { useTranslation } from '@/storefront/lib/i18n';
import { Icon } from './icons/icon';
import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Accessible name of the group, e.g. "Quantity". */
  label: string;
}

/**
 * − value + ; the buttons stop at min and max. A button that cannot act (at a limit, or while the
 * change is being saved) is marked aria-disabled rather than disabled: a disabled button drops
 * keyboard focus to the top of the page, so pressing Enter on "+" would lose the shopper's place.
 */
export function QuantityStepper({ value, min = 1, max, onChange, disabled = false, label }: QuantityStepperProps) {
  const { t } = useTranslation('common');
  const step = (to: number, blocked: boolean) => () => {
    if (!blocked) onChange(to);
  };
  const lower = disabled || value <= min;
  const higher = disabled || value >= max;
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.button} onClick={step(value - 1, lower)} aria-disabled={lower || undefined} aria-label={t('quantity.decrease')}>
        <Icon name="minus" size={18} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button type="button" className={styles.button} onClick={step(value + 1, higher)} aria-disabled={higher || undefined} aria-label={t('quantity.increase')}>
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
