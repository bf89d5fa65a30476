import type { GetStaticProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { PaymentReturnTemplate } from '@/storefront/modules/checkout/payment-return-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(PaymentReturnTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadCheckoutPage({ mode: 'static', locale, page: 'payment-return' });
