import type { GetServerSideProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';

export { WriteReviewTemplate as default } from '@/storefront/modules/reviews/write-review-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadReviewsPage({ mode: 'server', locale, page: 'write-review' });
