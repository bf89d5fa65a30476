import type { GetStaticProps } from 'next';
import { loadContentPage } from '@/storefront/modules/content-pages/content-page-data';
import { ContentPageTemplate } from '@/storefront/modules/content-pages/content-page-template';
import { withStoreLayout } from '@/storefront/modules/layout/with-store-layout';
import { withDraftMode } from '@/storefront/lib/draft-mode';

export default withStoreLayout(ContentPageTemplate);

export const getStaticProps: GetStaticProps = withDraftMode(({ locale }) => loadContentPage({ mode: 'static', locale, slug: 'about' }));
