import { useTranslation } from '@/storefront/lib/i18n';
import { useState } from 'react';
import { type AuthUser, userUpdated } from '@/storefront/app/auth-slice';
import { useAppDispatch } from '@/storefront/app/hooks';
import { useGetUserDetailsQuery } from '@/storefront/modules/account/account-api';
import type { PendingContact } from '@/storefront/modules/account/account-types';
import { FormAlert } from '@/storefront/modules/common/form-field';
import { notify } from '@/storefront/modules/common/notify';
import { ContactCodeForm } from './contact-code-form';
import styles from './dashboard.module.css';
import { ProfileForm } from './profile-form';
/**
 * `GET user/details/{id}` shown; "Edit profile" turns it into the form (`PATCH user`). A new
 * e-mail or phone then asks for the code sent to it (`POST user/contact-verify`).
 */
export function Profile({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { data, isError } = useGetUserDetailsQuery(user.userID);
  const [editing, setEditing] = useState(false);
  // A new e-mail or phone waiting for its code: the profile keeps the old one until then.
  const [pending, setPending] = useState<PendingContact | null>(null);
  const details = data ?? user;
  const waiting = pending ? (['email', 'phone'] as const).filter((kind) => pending[kind] !== null) : [];
  const verified = (kind: 'email' | 'phone', saved: AuthUser) => {
    dispatch(userUpdated(saved));
    notify('success', t('profile.contactChanged'));
    setPending((current) => {
      const rest = current && (kind === 'email' ? { ...current, email: null } : { ...current, phone: null });
      return rest && (rest.email !== null || rest.phone !== null) ? rest : null;
    });
  };

  return (
    <section className={styles.panel} aria-label={t('profile.title')}>
      {isError && !data && <FormAlert>{t('profile.loadFailed')}</FormAlert>}
      {editing ? (
        <ProfileForm user={details} onDone={(saved, pendingContact) => {
          if (saved) dispatch(userUpdated(saved));
          setPending(pendingContact ?? null);
          setEditing(false);
        }} />
      ) : (
        <>
          {waiting.map((kind) => (
            <ContactCodeForm key={kind} userID={details.userID} kind={kind} value={pending?.[kind] ?? ''} onVerified={(saved) => verified(kind, saved)} />
          ))}
          <dl className={styles.details}>
            {(['firstName', 'lastName', 'email', 'phone'] as const).map((field) => (
              <div key={field}>
                <dt>{t(`profile.${field}`)}</dt>
                <dd dir={field === 'phone' || field === 'email' ? 'ltr' : undefined}>{details[field] || '—'}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </button>
        </>
      )}
    </section>
  );
}
