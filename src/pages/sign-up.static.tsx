import type { GetStaticProps } from 'next';
import { loadAuthPage } from '@/storefront/modules/auth/auth-page-data';
import { SignUpTemplate } from '@/storefront/modules/auth/sign-up-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(SignUpTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadAuthPage({ mode: 'static', locale, page: 'sign-up' });
