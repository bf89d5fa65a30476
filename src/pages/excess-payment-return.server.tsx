import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';

export { ExcessReturnTemplate as default } from '@/storefront/modules/orders/excess-return-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'excess-payment-return' });
