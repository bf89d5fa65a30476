import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { ExcessReturnTemplate } from '@/storefront/modules/orders/excess-return-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(ExcessReturnTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'excess-payment-return' });
