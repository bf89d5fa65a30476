import type { GetStaticProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';

export { PaymentReturnTemplate as default } from '@/storefront/modules/checkout/payment-return-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadCheckoutPage({ mode: 'static', locale, page: 'payment-return' });
