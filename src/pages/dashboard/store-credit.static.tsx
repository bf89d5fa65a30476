import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { StoreCreditTemplate as default } from '@/storefront/modules/orders/store-credit-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/store-credit' });
