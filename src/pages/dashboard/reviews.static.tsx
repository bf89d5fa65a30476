import type { GetStaticProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';
import { MyReviewsTemplate } from '@/storefront/modules/reviews/my-reviews-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(MyReviewsTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadReviewsPage({ mode: 'static', locale, page: 'dashboard/reviews' }));
