import type { GetStaticProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';

export { ThankyouTemplate as default } from '@/storefront/modules/checkout/order-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadCheckoutPage({ mode: 'static', locale, page: 'checkout-thankyou' });
