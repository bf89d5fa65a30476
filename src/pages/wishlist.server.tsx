import type { GetServerSideProps } from 'next';
import { loadWishlistPage } from '@/storefront/modules/wishlist/wishlist-page-data';

export { WishlistTemplate as default } from '@/storefront/modules/wishlist/wishlist-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadWishlistPage({ mode: 'server', locale });
