import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import type { AuthUser } from '@/storefront/app/auth-slice';
import { useAddAddressMutation, useListAddressesQuery, useUpdateAddressMutation } from '@/storefront/modules/account/account-api';
import type { AddressBody, SavedAddress } from '@/storefront/modules/account/account-types';
import { FormAlert } from '@/storefront/modules/common/form-field';
import { useFailureText } from '@/storefront/modules/common/use-failure-text';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { notify } from '@/storefront/modules/common/notify';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import styles from './dashboard.module.css';
type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

/** `users/{id}/address`: list, add, edit, delete, default; docs/requirements/messages.md#success-texts's toasts for each outcome. */
export function Addresses({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const { data: addresses, isError, isLoading, refetch } = useListAddressesQuery(user.userID);
  const [addAddress, adding] = useAddAddressMutation();
  const [updateAddress, updating] = useUpdateAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(address: AddressBody) {
    setError(null);
    const isNew = editing?.kind !== 'edit';
    const result = isNew
      ? await addAddress({ userID: user.userID, address })
      : await updateAddress({ userID: user.userID, addressID: editing.address.addressID, address });
    if (result.error) {
      // The server's message when it gave one (it names the field), else docs/requirements/messages.md#the-rule's text; the form keeps what was typed.
      const message = failureText(result.error, t('addresses.addFailed'));
      setError(message);
      return;
    }
    notify('success', isNew ? t('addresses.added') : t('addresses.updated'));
    setEditing(null);
  }

  if (editing) {
    return (
      <section className={styles.panel} aria-labelledby="address-form-title">
        <h2 id="address-form-title">{editing.kind === 'new' ? t('addresses.addTitle') : t('addresses.editTitle')}</h2>
        <AddressForm address={editing.kind === 'edit' ? editing.address : undefined} error={error} busy={adding.isLoading || updating.isLoading}
          onSubmit={(address) => void save(address)} onCancel={() => { setEditing(null); setError(null); }} />
      </section>
    );
  }

  return (
    <>
      {isLoading && <p role="status"><span className="spinner" aria-hidden="true" /> {t('loading')}</p>}
      {isError && (
        <>
          <FormAlert>{t('addresses.listFailed')}</FormAlert>
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>{t('addresses.retry')}</button>
        </>
      )}
      {addresses && addresses.length === 0 && <p className={styles.empty}>{t('addresses.empty')}</p>}
      {addresses && addresses.length > 0 && (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <AddressCard key={address.addressID} address={address} userID={user.userID} onEdit={() => setEditing({ kind: 'edit', address })} />
          ))}
        </ul>
      )}
      {!isLoading && (
        <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
          <Icon name="plus" size={18} /> {t('addresses.add')}
        </button>
      )}
    </>
  );
}
