import type { GetStaticProps } from 'next';
import { loadNotFoundPage } from '@/storefront/modules/layout/not-found-page-data';

export { NotFoundTemplate as default } from '@/storefront/modules/layout/not-found-template';

// A 404 page is static in both render modes (Next allows only getStaticProps here).
export const getStaticProps: GetStaticProps = ({ locale }) => loadNotFoundPage({ locale });
