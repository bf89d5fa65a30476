import type { GetStaticProps } from 'next';
import { loadCartPage } from '@/storefront/modules/cart/cart-page-data';

export { CartTemplate as default } from '@/storefront/modules/cart/cart-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadCartPage({ mode: 'static', locale });
