import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { ForgotPasswordTemplate as default } from '@/storefront/modules/auth/forgot-password-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'forgot-password' });
