import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { ExcessReturnTemplate } from '@/storefront/modules/orders/excess-return-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ExcessReturnTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'excess-payment-return' }));
