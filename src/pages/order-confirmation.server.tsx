import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';

export { ConfirmationTemplate as default } from '@/storefront/modules/checkout/order-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'order-confirmation' });
