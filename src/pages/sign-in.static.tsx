import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { SignInTemplate } from '@/storefront/modules/auth/sign-in-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(SignInTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'sign-in' });
