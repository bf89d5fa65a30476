import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { ResetPasswordTemplate } from '@/storefront/modules/auth/reset-password-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(ResetPasswordTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'reset-password' });
