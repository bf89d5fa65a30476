import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { PaymentReturnTemplate } from '@/storefront/modules/checkout/payment-return-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(PaymentReturnTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'payment-return' }));
