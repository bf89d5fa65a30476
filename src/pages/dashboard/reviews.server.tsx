import type { GetServerSideProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';

export { MyReviewsTemplate as default } from '@/storefront/modules/reviews/my-reviews-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadReviewsPage({ mode: 'server', locale, page: 'dashboard/reviews' });
