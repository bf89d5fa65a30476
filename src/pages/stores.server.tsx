import type { GetServerSideProps } from 'next';
import { loadStoresPage } from '@/storefront/modules/stores/stores-page-data';

export { StoresTemplate as default } from '@/storefront/modules/stores/stores-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadStoresPage({ mode: 'server', locale });
