import type { GetStaticProps } from 'next';
import { loadStoresPage } from '@/storefront/modules/stores/stores-page-data';

export { StoresTemplate as default } from '@/storefront/modules/stores/stores-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadStoresPage({ mode: 'static', locale });
