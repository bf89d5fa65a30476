import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { ResetPasswordTemplate } from '@/storefront/modules/auth/reset-password-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ResetPasswordTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'reset-password' }));
