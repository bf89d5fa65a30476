import type { GetServerSideProps } from 'next';
import { loadWishlistPage } from '@/storefront/modules/wishlist/wishlist-page-data';
import { WishlistTemplate } from '@/storefront/modules/wishlist/wishlist-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(WishlistTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadWishlistPage({ mode: 'server', locale }));
