import type { GetStaticProps } from 'next';
import { loadWishlistPage } from '@/storefront/modules/wishlist/wishlist-page-data';
import { WishlistTemplate } from '@/storefront/modules/wishlist/wishlist-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(WishlistTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadWishlistPage({ mode: 'static', locale });
