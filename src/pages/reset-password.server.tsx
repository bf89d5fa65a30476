import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { ResetPasswordTemplate } from '@/storefront/modules/auth/reset-password-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ResetPasswordTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'reset-password' }));
