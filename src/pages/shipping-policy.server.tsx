import type { GetServerSideProps } from 'next';
import { loadContentPage } from '@/storefront/modules/content-pages/content-page-data';

export { ContentPageTemplate as default } from '@/storefront/modules/content-pages/content-page-template';

export const getServerSideProps: GetServerSideProps = ({ locale }) => loadContentPage({ mode: 'server', locale, slug: 'shipping' });
