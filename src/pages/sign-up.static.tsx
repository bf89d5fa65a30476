import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';

export { SignUpTemplate as default } from '@/storefront/modules/auth/sign-up-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'sign-up' });
