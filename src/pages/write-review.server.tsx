import type { GetServerSideProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';
import { WriteReviewTemplate } from '@/storefront/modules/reviews/write-review-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(WriteReviewTemplate);

export const getServerSideProps: GetServerSideProps = withDraftMode(({ locale }) => loadReviewsPage({ mode: 'server', locale, page: 'write-review' }));
