import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { type AuthUser, userUpdated } from '@/storefront/app/auth-slice';
import { useAppDispatch } from '@/storefront/app/hooks';
import { hasPageData } from '@/storefront/lib/page-data';
import { useGetUserDetailsQuery } from '@/storefront/modules/account/account-api';
import { FormAlert } from '@/storefront/modules/account/form-field';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/modules/layout/layout-types';
import { DashboardPage } from './dashboard-page';
import styles from './dashboard.module.css';
import { ProfileForm } from './profile-form';

export function ProfileTemplate(props: StorePageProps | EmptyPageProps) {
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <DashboardPage page={props} section="profile">
      {(user) => <Profile user={user} />}
    </DashboardPage>
  );
}

/** `GET user/details/{id}` shown; "Edit profile" turns it into the form (`PATCH user`). */
function Profile({ user }: { user: AuthUser }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { data, isError } = useGetUserDetailsQuery(user.userID);
  const [editing, setEditing] = useState(false);
  const details = data ?? user;

  return (
    <section className={styles.panel} aria-label={t('profile.title')}>
      {isError && !data && <FormAlert>{t('profile.loadFailed')}</FormAlert>}
      {editing ? (
        <ProfileForm user={details} onDone={(saved) => {
          if (saved) dispatch(userUpdated(saved));
          setEditing(false);
        }} />
      ) : (
        <>
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
