import { useTranslation } from '@/storefront/lib/i18n';
import { countryName, stateName } from '@/shared/place-names';
import { useDeleteAddressMutation, useUpdateAddressMutation } from '@/storefront/modules/account/account-api';
import type { SavedAddress } from '@/storefront/modules/account/account-types';
import formStyles from '@/storefront/modules/common/form.module.css';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';
import { notify } from '@/storefront/modules/common/notify';
import styles from './dashboard.module.css';

export interface AddressCardProps {
  address: SavedAddress;
  userID: number;
  onEdit: () => void;
}

/** One saved address with its actions. Text is rendered by React, so whatever was stored shows escaped. */
export function AddressCard({ address, userID, onEdit }: AddressCardProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.language ?? 'en';
  const failureText = useFailureText();
  const [deleteAddress, deleting] = useDeleteAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const name = `${address.fname} ${address.lname}`;

  async function remove() {
    if (!window.confirm(t('addresses.deleteConfirm'))) return;
    const result = await deleteAddress({ userID, addressID: address.addressID });
    if (result.error) notify('error', failureText(result.error, t('addresses.deleteFailed')));
    else notify('success', t('addresses.deleted'));
  }

  async function makeDefault() {
    const result = await updateAddress({ userID, addressID: address.addressID, address: { isDefault: true } });
    if (result.error) notify('error', failureText(result.error, t('addresses.addFailed')));
    else notify('success', t('addresses.updated'));
  }

  return (
    <li className={`${styles.panel} ${styles.address}`} aria-label={name}>
      <div>
        <p className={styles.addressName}>
          {name}
          {address.isDefault && <span className={styles.badge}>{t('addresses.default')}</span>}
        </p>
        <address>
          {address.address1}
          {address.address2 && <><br />{address.address2}</>}
          <br />
          {[address.city, address.province, address.state && stateName(address.state, address.country, language)].filter(Boolean).join(', ')} {address.zipcode}
          <br />
          {countryName(address.country, language)}
          <br />
          <span dir="ltr">{address.phone}</span>
        </address>
      </div>
      <div className={styles.addressActions}>
        <button type="button" className={formStyles.linkButton} onClick={onEdit}>
          {t('addresses.edit')}
        </button>
        <button type="button" className={formStyles.linkButton} onClick={() => void remove()} disabled={deleting.isLoading}>
          {t('addresses.delete')}
        </button>
        {!address.isDefault && (
          <button type="button" className={formStyles.linkButton} onClick={() => void makeDefault()} disabled={updating.isLoading}>
            {t('addresses.makeDefault')}
          </button>
        )}
      </div>
    </li>
  );
}
