import type { GetStaticProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';

export { WriteReviewTemplate as default } from '@/storefront/modules/reviews/write-review-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadReviewsPage({ mode: 'static', locale, page: 'write-review' });
