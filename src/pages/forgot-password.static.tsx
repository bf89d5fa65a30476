import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { ForgotPasswordTemplate } from '@/storefront/modules/auth/forgot-password-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ForgotPasswordTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'forgot-password' }));
