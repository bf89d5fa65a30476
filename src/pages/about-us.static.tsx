import type { GetStaticProps } from 'next';
import { loadContentPage } from '@/storefront/modules/content-pages/content-page-data';

export { ContentPageTemplate as default } from '@/storefront/modules/content-pages/content-page-template';

export const getStaticProps: GetStaticProps = ({ locale }) => loadContentPage({ mode: 'static', locale, slug: 'about' });
