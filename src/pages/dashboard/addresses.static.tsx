import type { GetStaticProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';

export { AddressesTemplate as default } from '@/storefront/modules/dashboard/addresses-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadDashboardPage({ mode: 'static', locale, page: 'dashboard/addresses' });
