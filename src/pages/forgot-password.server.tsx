import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { ForgotPasswordTemplate as default } from '@/storefront/modules/auth/forgot-password-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'forgot-password' });
