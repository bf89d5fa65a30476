import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';

export { CheckoutTemplate as default } from '@/storefront/modules/checkout/checkout-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'checkout' });
