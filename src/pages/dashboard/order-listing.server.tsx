import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { OrderListingTemplate as default } from '@/storefront/modules/orders/order-listing-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'dashboard/order-listing' });
