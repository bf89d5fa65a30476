import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { OrderListingTemplate } from '@/storefront/modules/orders/order-listing-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(OrderListingTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/order-listing' }));
