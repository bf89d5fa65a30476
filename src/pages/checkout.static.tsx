import type { GetStaticProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { CheckoutTemplate } from '@/storefront/modules/checkout/checkout-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(CheckoutTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadCheckoutPage({ mode: 'static', locale, page: 'checkout' });
