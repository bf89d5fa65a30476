import type { GetStaticProps } from 'next';
import { loadNotFoundPage } from '@/storefront/modules/layout/not-found-page-data';
import { NotFoundTemplate } from '@/storefront/modules/layout/not-found-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';

export default withStoreLayout(NotFoundTemplate);

// A 404 page is static in both render modes (Next allows only getStaticProps here).
export const getStaticProps: GetStaticProps = ({ locale }) => loadNotFoundPage({ locale });
