import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { OrderDetailTemplate } from '@/storefront/modules/orders/order-detail-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(OrderDetailTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'dashboard/order' }));
