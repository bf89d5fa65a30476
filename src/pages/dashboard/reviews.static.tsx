import type { GetStaticProps } from 'next';
import { loadReviewsPage } from '@/storefront/modules/reviews/reviews-page-data';
import { MyReviewsTemplate } from '@/storefront/modules/reviews/my-reviews-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(MyReviewsTemplate);

export const getStaticProps: GetStaticProps = ({ locale }) => loadReviewsPage({ mode: 'static', locale, page: 'dashboard/reviews' });
