import type { GetStaticProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';
import { WriteReviewTemplate } from '@/storefront/modules/reviews/write-review-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(WriteReviewTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadReviewsPage({ mode: 'static', locale, page: 'write-review' }));
