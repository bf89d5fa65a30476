import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { StoreCreditTemplate as default } from '@/storefront/modules/orders/store-credit-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'dashboard/store-credit' });
