import type { GetStaticProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { CheckoutTemplate } from '@/storefront/modules/checkout/checkout-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(CheckoutTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadCheckoutPage({ mode: 'static', locale, page: 'checkout' }));
