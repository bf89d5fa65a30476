import type { GetServerSideProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';

export { ProfileTemplate as default } from '@/storefront/modules/dashboard/profile-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadDashboardPage({ mode: 'server', locale, page: 'dashboard/profile' });
