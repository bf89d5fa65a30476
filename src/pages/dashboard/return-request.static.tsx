import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { ReturnRequestTemplate } from '@/storefront/modules/orders/returns/return-request-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ReturnRequestTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/return-request' }));
