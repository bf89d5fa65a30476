import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';

export { ThankyouTemplate as default } from '@/storefront/modules/checkout/order-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'checkout-thankyou' });
