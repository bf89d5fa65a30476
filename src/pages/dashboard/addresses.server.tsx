import type { GetServerSideProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';

export { AddressesTemplate as default } from '@/storefront/modules/dashboard/addresses-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadDashboardPage({ mode: 'server', locale, page: 'dashboard/addresses' });
