import type { GetServerSideProps } from 'next';
import { loadCartPage } from '@/storefront/modules/cart/cart-page-data';

export { CartTemplate as default } from '@/storefront/modules/cart/cart-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadCartPage({ mode: 'server', locale });
