import type { GetServerSideProps } from 'next';
import { loadAfterSalesPage } from '@/storefront/modules/orders/orders-page-data';
import { ExcessReturnTemplate } from '@/storefront/modules/orders/excess-return-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ExcessReturnTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadAfterSalesPage({ mode: 'server', locale, page: 'excess-payment-return' }));
