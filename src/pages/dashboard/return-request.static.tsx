import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { ReturnRequestTemplate as default } from '@/storefront/modules/returns/return-request-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/return-request' });
