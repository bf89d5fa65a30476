import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { hasPageData } from '@/storefront/lib/page-data';
import { Link } from '@/storefront/modules/common/link';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps, StorePageProps } from '@/storefront/lib/store-page-types';
import { AuthCard } from './auth-card';
import { AuthPage } from './auth-page';
import styles from './auth.module.css';
import { CodeSignInForm } from './code-sign-in-form';
import { FORGOT_PASSWORD_PATH, nextPathOf, SIGN_UP_PATH } from '@/storefront/modules/common/next-path';
import { PasswordSignInForm } from './password-sign-in-form';

type Method = 'password' | 'code';

export function SignInTemplate(props: StorePageProps | EmptyPageProps) {
  if (!hasPageData<StorePageProps>(props, 'site')) return <PageUnavailable />;
  return (
    <AuthPage page={props} titleKey="signIn.title">
      <SignIn storeName={props.siteSettings.storeName} />
    </AuthPage>
  );
}

function SignIn({ storeName }: { storeName: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const [method, setMethod] = useState<Method>('password');
  const done = () => void router.push(nextPathOf(router.query.next));

  const tab = (value: Method, label: string) => (
    <button type="button" role="tab" id={`sign-in-${value}`} aria-selected={method === value} aria-controls="sign-in-panel"
      className={styles.tab} onClick={() => setMethod(value)}>
      {label}
    </button>
  );

  return (
    <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}
      footer={
        <>
          <Link href={FORGOT_PASSWORD_PATH}>{t('signIn.forgot')}</Link>
          <span>
            {t('signIn.noAccount', { store: storeName })} <Link href={SIGN_UP_PATH}>{t('signIn.createAccount')}</Link>
          </span>
        </>
      }>
      <div role="tablist" aria-label={t('signIn.methods')} className={styles.tabs}>
        {tab('password', t('signIn.withPassword'))}
        {tab('code', t('signIn.withCode'))}
      </div>
      <div role="tabpanel" id="sign-in-panel" aria-labelledby={`sign-in-${method}`}>
        {method === 'password' ? <PasswordSignInForm onSignedIn={done} /> : <CodeSignInForm onSignedIn={done} />}
      </div>
    </AuthCard>
  );
}
