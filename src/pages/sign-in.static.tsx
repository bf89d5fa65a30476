import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { SignInTemplate } from '@/storefront/modules/auth/sign-in-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(SignInTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'sign-in' }));
