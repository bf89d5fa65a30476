import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { StoreCreditTemplate } from '@/storefront/modules/orders/store-credit-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(StoreCreditTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'dashboard/store-credit' }));
