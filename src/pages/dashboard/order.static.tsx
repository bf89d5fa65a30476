import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { OrderDetailTemplate as default } from '@/storefront/modules/orders/order-detail-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/order' });
