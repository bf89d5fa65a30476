import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { ConfirmationTemplate } from '@/storefront/modules/checkout/order-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ConfirmationTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'order-confirmation' }));
