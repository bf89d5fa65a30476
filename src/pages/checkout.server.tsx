import type { GetServerSideProps } from 'next';
import { loadCheckoutPage } from '@/storefront/modules/checkout/checkout-page-data';
import { CheckoutTemplate } from '@/storefront/modules/checkout/checkout-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(CheckoutTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadCheckoutPage({ mode: 'server', locale, page: 'checkout' }));
