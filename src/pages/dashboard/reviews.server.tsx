import type { GetServerSideProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';
import { MyReviewsTemplate } from '@/storefront/modules/reviews/my-reviews-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(MyReviewsTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadReviewsPage({ mode: 'server', locale, page: 'dashboard/reviews' }));
