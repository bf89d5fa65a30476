import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { SignUpTemplate as default } from '@/storefront/modules/auth/sign-up-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'sign-up' });
