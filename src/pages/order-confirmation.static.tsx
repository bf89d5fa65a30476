import type { GetStaticProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { ConfirmationTemplate } from '@/storefront/modules/checkout/order-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(ConfirmationTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadCheckoutPage({ mode: 'static', locale, page: 'order-confirmation' });
