import type { GetStaticProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';
import { AddressesTemplate } from '@/storefront/modules/dashboard/addresses-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(AddressesTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadDashboardPage({ mode: 'static', locale, page: 'dashboard/addresses' });
