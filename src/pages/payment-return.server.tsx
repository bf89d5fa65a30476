import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';

export { PaymentReturnTemplate as default } from '@/storefront/modules/checkout/payment-return-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'payment-return' });
