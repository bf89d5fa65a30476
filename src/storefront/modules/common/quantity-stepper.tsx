import { useTranslation } from 'next-i18next/pages';
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

/** − value + ; the buttons stop at min and max. */
export function QuantityStepper({ value, min = 1, max, onChange, disabled = false, label }: QuantityStepperProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('quantity.decrease')}
      >
        <Icon name="minus" size={18} />
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('quantity.increase')}
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
