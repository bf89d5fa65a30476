import type { GetStaticProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';

export { ProfileTemplate as default } from '@/storefront/modules/dashboard/profile-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadDashboardPage({ mode: 'static', locale, page: 'dashboard/profile' });
