import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { OrderDetailTemplate as default } from '@/storefront/modules/orders/order-detail-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'dashboard/order' });
