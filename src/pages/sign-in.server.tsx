import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { SignInTemplate } from '@/storefront/modules/auth/sign-in-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(SignInTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'sign-in' }));
