import type { GetStaticProps } from 'next';
import { loadDashboardPage } from '@/storefront/modules/dashboard/dashboard-page-data';
import { AddressesTemplate } from '@/storefront/modules/dashboard/addresses-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(AddressesTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadDashboardPage({ mode: 'static', locale, page: 'dashboard/addresses' }));
