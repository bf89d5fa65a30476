import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { ResetPasswordTemplate as default } from '@/storefront/modules/auth/reset-password-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'reset-password' });
