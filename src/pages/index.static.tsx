import type { GetStaticProps } from 'next';
import { loadHomePage } from '@/storefront/modules/home/home-page-data';
import { HomeTemplate } from '@/storefront/modules/home/home-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(HomeTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadHomePage({ mode: 'static', locale });
