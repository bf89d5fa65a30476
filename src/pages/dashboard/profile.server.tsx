import type { GetServerSideProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';
import { ProfileTemplate } from '@/storefront/modules/dashboard/profile-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ProfileTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadDashboardPage({ mode: 'server', locale, page: 'dashboard/profile' }));
