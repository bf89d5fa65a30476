import type { GetServerSideProps } from 'next';
import { loadCartPage } from '@/storefront/modules/cart/cart-page-data';
import { CartTemplate } from '@/storefront/modules/cart/cart-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(CartTemplate);

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadCartPage({ mode: 'server', locale });
