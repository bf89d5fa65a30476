import type { GetServerSideProps } from 'next';
import { loadCartPage } from '@/storefront/modules/cart/cart-page-data';
import { CartTemplate } from '@/storefront/modules/cart/cart-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(CartTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadCartPage({ mode: 'server', locale }));
