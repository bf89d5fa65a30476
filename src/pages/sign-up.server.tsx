import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { SignUpTemplate } from '@/storefront/modules/auth/sign-up-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(SignUpTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'sign-up' }));
