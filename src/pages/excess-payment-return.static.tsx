import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { ExcessReturnTemplate as default } from '@/storefront/modules/orders/excess-return-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'excess-payment-return' });
