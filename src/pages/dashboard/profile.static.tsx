import type { GetStaticProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';
import { ProfileTemplate } from '@/storefront/modules/dashboard/profile-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(ProfileTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadDashboardPage({ mode: 'static', locale, page: 'dashboard/profile' });
