import type { GetServerSideProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';
import { AddressesTemplate } from '@/storefront/modules/dashboard/addresses-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(AddressesTemplate);

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadDashboardPage({ mode: 'server', locale, page: 'dashboard/addresses' });
