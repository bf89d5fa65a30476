import type { GetStaticProps } from 'next';
import { loadWishlistPage } from '@/storefront/modules/wishlist/wishlist-page-data';

export { WishlistTemplate as default } from '@/storefront/modules/wishlist/wishlist-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadWishlistPage({ mode: 'static', locale });
