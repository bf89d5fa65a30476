import type { GetStaticProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { StoreCreditTemplate } from '@/storefront/modules/orders/store-credit-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(StoreCreditTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'static', locale, page: 'dashboard/store-credit' }));
