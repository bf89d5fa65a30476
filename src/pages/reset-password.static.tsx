import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { ResetPasswordTemplate as default } from '@/storefront/modules/auth/reset-password-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'reset-password' });
