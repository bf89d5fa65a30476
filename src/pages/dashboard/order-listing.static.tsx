import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { OrderListingTemplate as default } from '@/storefront/modules/orders/order-listing-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/order-listing' });
