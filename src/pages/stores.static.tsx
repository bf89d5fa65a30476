import type { GetStaticProps } from 'next';
import { loadStoresPage } from '@/storefront/modules/stores/stores-page-data';
import { StoresTemplate } from '@/storefront/modules/stores/stores-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(StoresTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadStoresPage({ mode: 'static', locale });
