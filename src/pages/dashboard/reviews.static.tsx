import type { GetStaticProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';

export { MyReviewsTemplate as default } from '@/storefront/modules/reviews/my-reviews-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadReviewsPage({ mode: 'static', locale, page: 'dashboard/reviews' });
