import type { GetServerSideProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { SignInTemplate as default } from '@/storefront/modules/auth/sign-in-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAuthPage({ mode: 'server', locale, page: 'sign-in' });
