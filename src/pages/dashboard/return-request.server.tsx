import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { ReturnRequestTemplate as default } from '@/storefront/modules/returns/return-request-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'dashboard/return-request' });
