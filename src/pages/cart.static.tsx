import type { GetStaticProps } from 'next';
import { loadCartPage } from '@/storefront/modules/cart/cart-page-data';
import { CartTemplate } from '@/storefront/modules/cart/cart-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(CartTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadCartPage({ mode: 'static', locale }));
