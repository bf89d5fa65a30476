import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { ForgotPasswordTemplate } from '@/storefront/modules/auth/forgot-password-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(ForgotPasswordTemplate);

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'forgot-password' });
